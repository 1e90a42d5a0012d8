import type { User } from '../../api/model';
import { useSession } from '../../services/useSession';
import { describeError } from '../../errors/describeError';
import { useFollow } from '../../writes/useFollow';

/** Follow or unfollow a profile; the counts change at once and go back if the gateway refuses. */
export function FollowButton({ user }: { user: User }) {
  const viewer = useSession().identity?.fid;
  const follow = useFollow();
  if (!viewer || viewer === user.fid) return null;
  const following = user.viewer?.isFollowing ?? false;
  const problem = follow.error && follow.variables ? `${follow.variables.on ? 'Following' : 'Unfollowing'} did not go through. ${describeError(follow.error)}` : null;

  return (
    <div className="flex flex-col items-end gap-1">
      <button type="button" className={following ? 'btn btn-quiet' : 'btn btn-primary'} onClick={() => follow.start({ user, on: !following })}>
        {following ? 'Unfollow' : 'Follow'}
      </button>
      {problem && (
        <p role="alert" className="max-w-xs text-right text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
