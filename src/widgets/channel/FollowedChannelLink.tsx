import { Link } from 'react-router-dom';
import type { FollowedChannel } from '../../api/channelModel';
import { channelPath } from '../../app/routePaths';
import { unseenBadge, unseenWords } from './unseenCasts';

/** Said wherever the followed channels are listed while this browser keeps them. */
export const FOLLOWS_KEPT_HERE = 'Kept in this browser: the public service keeps no channel follows, so Following does not include these channels.';

/**
 * A followed channel as one link: its picture, its id (and name where there is room) and how many casts
 * are new in it. Its name is what it shows ("/art 3 new casts"), so a person can say what they see.
 */
export function FollowedChannelLink({ channel, withName = false }: { channel: FollowedChannel; withName?: boolean }) {
  const badge = unseenBadge(channel.unseenCount);
  return (
    <Link
      to={channelPath(channel.key)}
      className={`flex items-center gap-3 rounded-lg px-3 hover:bg-zinc-100 dark:hover:bg-zinc-900 ${withName ? 'min-h-14' : 'min-h-9'}`}
    >
      {channel.imageUrl ? (
        <img src={channel.imageUrl} alt="" className={`${withName ? 'size-10' : 'size-6'} shrink-0 rounded-md object-cover`} />
      ) : (
        <span className={`${withName ? 'size-10' : 'size-6'} shrink-0 rounded-md bg-zinc-200 dark:bg-zinc-800`} />
      )}
      <span className="min-w-0 flex-1 truncate">
        <span className="font-semibold">/{channel.key}</span>
        {withName && <span className="text-sm text-zinc-600 dark:text-zinc-400"> {channel.name}</span>}
      </span>
      {badge && (
        <span className="min-w-5 shrink-0 rounded-full bg-violet-700 px-1.5 text-center text-xs font-bold leading-5 text-white dark:bg-violet-400 dark:text-zinc-950">
          {badge}
          <span className="sr-only"> {unseenWords(channel.unseenCount ?? 0)}</span>
        </span>
      )}
    </Link>
  );
}
