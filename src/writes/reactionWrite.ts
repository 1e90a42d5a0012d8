import type { Cast } from '../api/model';
import { cancelCastReads, updateCastInCache, withReaction } from '../queries/cacheUpdates';
import { readKeys } from '../queries/queryKeys';
import { castRefOf } from './castRef';
import type { OptimisticWrite } from './optimisticWrite';

export interface ReactionVars {
  cast: Cast;
  reaction: 'like' | 'recast';
  /** true to like or recast, false to undo it. */
  on: boolean;
}

export const reactionWrite: OptimisticWrite<ReactionVars, void> = {
  action: ({ cast, reaction, on }) => ({ kind: 'reaction', reaction, target: castRefOf(cast), remove: !on }),
  async apply(client, viewer, { cast, reaction, on }) {
    await cancelCastReads(client, viewer);
    updateCastInCache(client, viewer, cast.hash, (c) => withReaction(c, reaction, on));
  },
  rollback(client, viewer, { cast, reaction, on }) {
    updateCastInCache(client, viewer, cast.hash, (c) => withReaction(c, reaction, !on));
  },
  reconcile(client, viewer, { cast }) {
    void client.invalidateQueries({ queryKey: readKeys.cast(viewer, cast.hash), refetchType: 'none' });
  },
};
