import { Link } from 'react-router-dom';
import type { Cast } from '../../api/model';
import { Avatar } from '../../components/Avatar';
import { RelativeTime } from '../../components/RelativeTime';
import { castPath, profilePath } from '../../app/routePaths';
import { shownName } from '../../components/userText';
import { displayName, handleName } from '../../components/userName';

/**
 * Who wrote a cast and when, on one line that never wraps: the names give way (truncated) to the
 * time, the display name before the handle, which tells people apart. Names link to the profile, the
 * time to the thread. Each name is isolated and clipped to its own box, so no direction control or pile
 * of accents reaches past it.
 */
export function AuthorLine({ cast, small = false, nameId }: { cast: Cast; small?: boolean; nameId?: string }) {
  const { author } = cast;
  return (
    <div className="flex min-w-0 items-center gap-x-1.5 whitespace-nowrap">
      {small && <Avatar url={author.pfpUrl} seed={author.fid} size="sm" />}
      <Link id={nameId} to={profilePath(author.fid)} data-name="" className="min-w-0 shrink truncate font-semibold hover:underline">
        <bdi>{shownName(displayName(author))}</bdi>
      </Link>
      {handleName(author) && (
        // The handle keeps its width (up to half the line); the display name takes what is left.
        <span data-handle="" className="max-w-[50%] shrink-0 truncate text-sm text-zinc-600 dark:text-zinc-400">
          @<bdi>{shownName(handleName(author)!)}</bdi>
        </span>
      )}
      <span aria-hidden="true" className="text-zinc-500">
        ·
      </span>
      <span className="shrink-0">
        <RelativeTime timestamp={cast.timestamp} to={castPath(cast.hash)} />
      </span>
    </div>
  );
}
