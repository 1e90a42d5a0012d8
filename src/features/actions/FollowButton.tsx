import { useState } from 'react';
import type { User } from '../../api/model';
import { useSession } from '../../services/useSession';
import { useFollow } from '../../writes/useFollow';

/** Follow or unfollow a profile; the counts change at once and go back if the gateway refuses. */
export function FollowButton({ user }: { user: User }) {
  const viewer = useSession().identity?.fid;
  const follow = useFollow();
  const [problem, setProblem] = useState<string | null>(null);
  if (!viewer || viewer === user.fid) return null;
  const following = user.viewer?.isFollowing ?? false;

  const toggle = async () => {
    const on = !following;
    setProblem(null);
    const failed = await follow.run({ user, on });
    if (failed) setProblem(`${on ? 'Following' : 'Unfollowing'} did not go through. ${failed}`);
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <button type="button" className={following ? 'btn btn-quiet' : 'btn btn-primary'} onClick={() => void toggle()}>
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
