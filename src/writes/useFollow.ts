import { useSignedMutation } from './useSignedMutation';

const loadFollowWrite = () => import('./followWrite').then((m) => m.followWrite);

/** Follow and unfollow: counts and lists change at once and go back if the gateway refuses. */
export function useFollow() {
  return useSignedMutation('follow', loadFollowWrite);
}
