import type { FollowVars } from './followWrite';
import { optimisticWriteOptions, useOptimisticWrite } from './optimisticWrite';
import { useWriteDeps, type WriteDeps } from './writeDeps';

const loadFollowWrite = () => import('./followWrite').then((m) => m.followWrite);
const followTarget = ({ user }: FollowVars) => user.fid;

/** Follow and unfollow: the counts change at once and go back if the gateway refuses. */
export const followMutationOptions = (deps: WriteDeps) => optimisticWriteOptions('follow', deps, loadFollowWrite);

export function useFollow() {
  const deps = useWriteDeps();
  return useOptimisticWrite(deps.client, followMutationOptions(deps), followTarget);
}
