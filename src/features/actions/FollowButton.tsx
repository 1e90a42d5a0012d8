import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../api/model';
import { useSession } from '../../services/useSession';
import { applyFollowToViewer, updateUserInCache, withFollow } from '../../queries/castMutations';
import { useSignedAction } from './useSignedAction';

/** Follow or unfollow a profile; the counts change at once and go back if the gateway refuses. */
export function FollowButton({ user }: { user: User }) {
  const viewer = useSession().identity?.fid;
  const run = useSignedAction();
  const [problem, setProblem] = useState<string | null>(null);
  if (!viewer || viewer.toLowerCase() === user.fid.toLowerCase()) return null;
  const following = user.viewer?.isFollowing ?? false;

  const toggle = async () => {
    const on = !following;
    setProblem(null);
    const change = (client: QueryClient, key: string, to: boolean) => {
      updateUserInCache(client, key, user.fid, (u) => withFollow(u, to));
      applyFollowToViewer(client, key, user.fid, to);
    };
    const failed = await run({
      action: { kind: 'follow', target: { fid: user.fid, ...(user.external && { external: true }) }, remove: !on },
      apply: (client, key) => {
        change(client, key, on);
        return () => change(client, key, !on);
      },
    });
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
