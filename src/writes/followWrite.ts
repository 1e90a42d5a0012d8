import type { QueryClient } from '@tanstack/react-query';
import type { Fid, User } from '../api/model';
import { applyFollowToViewer, cancelUserReads, updateUserInCache, withFollow } from '../queries/cacheUpdates';
import { ANONYMOUS, readKeys, type ViewerKey } from '../queries/queryKeys';
import type { OptimisticWrite } from './optimisticWrite';

/** A follow (or its end) shown at once on the person's counts and the viewer's. */
export function showFollow(client: QueryClient, viewer: ViewerKey, fid: Fid, on: boolean) {
  updateUserInCache(client, viewer, fid, (u) => withFollow(u, on));
  if (viewer !== ANONYMOUS) applyFollowToViewer(client, viewer, fid, on);
}

export interface FollowVars {
  user: User;
  /** true to follow, false to unfollow. */
  on: boolean;
}

export const followWrite: OptimisticWrite<FollowVars, void> = {
  action: ({ user, on }) => ({ kind: 'follow', target: { fid: user.fid, ...(user.external && { external: true }) }, remove: !on }),
  async apply(client, viewer, { user, on }) {
    await cancelUserReads(client, viewer);
    showFollow(client, viewer, user.fid, on);
  },
  rollback(client, viewer, { user, on }) {
    showFollow(client, viewer, user.fid, !on);
  },
  reconcile(client, viewer, { user }) {
    // A profile read while the follow was on its way may hold the gateway's answer from before it.
    void client.invalidateQueries({ queryKey: readKeys.user(viewer, user.fid) });
  },
};
