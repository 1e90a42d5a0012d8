import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '../../api/model';
import { Avatar } from '../../components/Avatar';
import { L2Badge } from '../../components/Badge';
import { profilePath } from '../../app/routePaths';
import { shownName, shownText } from '../../components/userText';
import { FollowsYouBadge } from './FollowsYouBadge';
import { displayName, handleName } from '../../components/userName';

const EXCERPT = 140;

/** A user in a list: picture, names, the start of the bio, badges, and an action (Follow) at the end. The name links to the profile. */
export function UserRow({ user, action }: { user: User; action?: ReactNode }) {
  const bio = user.bio.length > EXCERPT ? `${user.bio.slice(0, EXCERPT - 1)}…` : user.bio;
  return (
    <div className="flex gap-3 px-4 py-3">
      <Avatar url={user.pfpUrl} seed={user.fid} />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1">
          <Link to={profilePath(user.fid)} className="truncate font-semibold hover:underline">
            <bdi>{shownName(displayName(user))}</bdi>
          </Link>
          {handleName(user) && <span className="truncate text-sm text-zinc-600 dark:text-zinc-400">@<bdi>{shownName(handleName(user)!)}</bdi></span>}
          {user.external && <L2Badge what="account" />}
          <FollowsYouBadge user={user} />
        </div>
        {bio && <p dir="auto" className="mt-0.5 overflow-hidden text-sm text-zinc-700 [overflow-wrap:anywhere] dark:text-zinc-300">{shownText(bio)}</p>}
      </div>
      {action && <div className="shrink-0 self-center">{action}</div>}
    </div>
  );
}
