import { Link } from 'react-router-dom';
import type { User } from '../../api/model';
import { Avatar } from '../../components/Avatar';
import { L2Badge } from '../../components/Badge';
import { profilePath } from '../../app/routePaths';
import { RelationBadges } from './RelationBadges';

const EXCERPT = 140;

/** A user in a list: picture, names, the start of the bio, badges. The name links to the profile. */
export function UserRow({ user }: { user: User }) {
  const bio = user.bio.length > EXCERPT ? `${user.bio.slice(0, EXCERPT - 1)}…` : user.bio;
  return (
    <div className="flex gap-3 px-4 py-3">
      <Avatar url={user.pfpUrl} name={user.displayName || user.username} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
          <Link to={profilePath(user.fid)} className="truncate font-semibold hover:underline">
            {user.displayName || user.username || user.fid}
          </Link>
          {user.username && <span className="truncate text-sm text-zinc-600 dark:text-zinc-400">@{user.username}</span>}
          {user.external && <L2Badge what="account" />}
          <RelationBadges user={user} />
        </div>
        {bio && <p className="mt-0.5 break-words text-sm text-zinc-700 dark:text-zinc-300">{bio}</p>}
      </div>
    </div>
  );
}
