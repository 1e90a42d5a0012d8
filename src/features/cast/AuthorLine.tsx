import { Link } from 'react-router-dom';
import type { Cast } from '../../api/model';
import { Avatar } from '../../components/Avatar';
import { L2Badge } from '../../components/Badge';
import { RelativeTime } from '../../components/RelativeTime';
import { castPath, profilePath } from '../../app/routePaths';
import { ChannelChip } from '../channel/ChannelChip';

/** Who wrote a cast and when: names link to the profile, the time to the thread. */
export function AuthorLine({ cast, small = false, nameId }: { cast: Cast; small?: boolean; nameId?: string }) {
  const { author } = cast;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5">
      {small && <Avatar url={author.pfpUrl} name={author.displayName || author.username} size="sm" />}
      <Link id={nameId} to={profilePath(author.fid)} className="min-w-0 truncate font-semibold hover:underline">
        {author.displayName || author.username || author.fid}
      </Link>
      {author.username && <span className="min-w-0 truncate text-sm text-zinc-600 dark:text-zinc-400">@{author.username}</span>}
      {cast.external && <L2Badge what="cast" />}
      <span aria-hidden="true" className="text-zinc-500">
        ·
      </span>
      <RelativeTime timestamp={cast.timestamp} to={castPath(cast.hash)} />
      {cast.parentUrl && <ChannelChip parentUrl={cast.parentUrl} />}
    </div>
  );
}
