import type { Cast } from '../api/model';
import { cancelCastReads, removeCastFromCache, updateCastInCache } from '../queries/cacheUpdates';
import { readKeys } from '../queries/queryKeys';
import { castRefOf } from './castRef';
import type { OptimisticWrite } from './optimisticWrite';

export interface DeleteVars {
  cast: Cast;
}

export const deleteWrite: OptimisticWrite<DeleteVars, () => void> = {
  action: ({ cast }) => ({ kind: 'remove-cast', cast: castRefOf(cast) }),
  async apply(client, viewer, { cast }) {
    await cancelCastReads(client, viewer);
    return removeCastFromCache(client, viewer, cast.hash);
  },
  rollback(_client, _viewer, _vars, restore) {
    restore();
  },
  reconcile(client, viewer, { cast }, result) {
    if (!result) return;
    if (cast.parentHash) updateCastInCache(client, viewer, cast.parentHash, (p) => ({ ...p, replies: Math.max(0, p.replies - 1) }));
    client.setQueryData(readKeys.cast(viewer, cast.hash), null);
  },
};
