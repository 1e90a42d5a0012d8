import { Link } from 'react-router-dom';
import type { User } from '../../api/model';
import { profilePath } from '../../app/routePaths';
import { displayName } from '../../components/userName';

/** "bob recast", above a cast that is in a following feed because someone followed recast it. */
export function RecastedBy({ user }: { user: User }) {
  return (
    <p className="mb-1 flex items-center gap-1.5 pl-8 text-xs font-semibold text-zinc-600 dark:text-zinc-400">
      <span aria-hidden="true">⟳</span>
      <Link to={profilePath(user.fid)} className="hover:underline">
        {displayName(user)}
      </Link>
      <span>recast</span>
    </p>
  );
}
