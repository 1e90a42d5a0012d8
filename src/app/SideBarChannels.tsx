import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useFollowedChannels } from '../queries/useFollowedChannels';
import { FOLLOWS_KEPT_HERE, FollowedChannelLink } from '../widgets/channel/FollowedChannelLink';
import { channelsPath, yourChannelsPath } from './routePaths';

/** As many as fit under the destinations on a laptop's screen; the rest are a link away. */
const SHOWN = 5;
const quiet = 'px-3 text-xs text-zinc-600 dark:text-zinc-400';
const more = 'flex min-h-9 items-center px-3 text-sm font-semibold text-violet-700 hover:underline dark:text-violet-300';

/** The side bar's "Your channels": the latest followed first, each with its new casts; nothing until the list arrives. */
export function SideBarChannels() {
  const headingId = useId();
  const followed = useFollowedChannels();
  if (!followed.isSuccess) return null;
  const { channels } = followed;
  return (
    <section aria-labelledby={headingId} className="-mx-1 min-h-0 w-full overflow-y-auto px-1">
      <h2 id={headingId} className="px-3 pb-1 text-sm font-bold text-zinc-600 dark:text-zinc-400">
        Your channels
      </h2>
      {channels.length === 0 ? (
        <Link to={channelsPath()} className={more}>
          Find channels to follow
        </Link>
      ) : (
        <ul aria-labelledby={headingId}>
          {channels.slice(0, SHOWN).map((channel) => (
            <li key={channel.key}>
              <FollowedChannelLink channel={channel} />
            </li>
          ))}
        </ul>
      )}
      {channels.length > SHOWN && (
        <Link to={yourChannelsPath()} className={more}>
          All your channels
        </Link>
      )}
      {followed.keptInBrowser && channels.length > 0 && <p className={`${quiet} pt-1`}>{FOLLOWS_KEPT_HERE}</p>}
    </section>
  );
}
