import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../api/model';
import { applyFollowToViewer, cancelUserReads, updateUserInCache, withFollow } from '../queries/cacheUpdates';
import { ANONYMOUS, type ViewerKey } from '../queries/queryKeys';
import type { OptimisticWrite } from './optimisticWrite';

function showFollow(client: QueryClient, viewer: ViewerKey, user: User, on: boolean) {
  updateUserInCache(client, viewer, user.fid, (u) => withFollow(u, on));
  if (viewer !== ANONYMOUS) applyFollowToViewer(client, viewer, user.fid, on);
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
    showFollow(client, viewer, user, on);
  },
  rollback(client, viewer, { user, on }) {
    showFollow(client, viewer, user, !on);
  },
};
