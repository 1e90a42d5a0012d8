import type { Fid } from '../api/model';
import { cancelUserReads } from '../queries/cacheUpdates';
import { readKeys } from '../queries/queryKeys';
import type { SubmissionAction } from '../farcaster/submission';
import { showFollow } from './followWrite';
import type { OptimisticWrite } from './optimisticWrite';

export interface BlockVars {
  person: { fid: Fid; name: string; external?: boolean };
  /** true to block, false to unblock. */
  on: boolean;
  /** The viewer follows the person: blocking unfollows them too. */
  following?: boolean;
}

/** Shows a block in the list kept in this browser (or takes it away again). */
export type ShowBlock = (person: BlockVars['person'], on: boolean) => void;

/**
 * A block, and, of someone the viewer follows, the unfollow that goes with it (sent first: should the
 * block then be refused, nothing claims a block that is not there). An unblock follows no one again.
 */
export const blockWrite = (show: ShowBlock): OptimisticWrite<BlockVars, void> => ({
  action: ({ person, on, following = false }) => {
    const target = { fid: person.fid, ...(person.external && { external: true }) };
    const block: SubmissionAction = { kind: 'block', target, remove: !on };
    return on && following ? [{ kind: 'follow', target, remove: true }, block] : block;
  },
  async apply(client, viewer, { person, on, following = false }) {
    show(person, on);
    if (!on || !following) return;
    await cancelUserReads(client, viewer);
    showFollow(client, viewer, person.fid, false);
  },
  rollback(client, viewer, { person, on, following = false }) {
    show(person, !on);
    if (on && following) showFollow(client, viewer, person.fid, true);
  },
  reconcile(client, viewer, { person, on, following = false }, result) {
    // A refused block may come after an unfollow that went through: the person is read again.
    if (on && following && result === undefined) void client.invalidateQueries({ queryKey: readKeys.user(viewer, person.fid) });
  },
});
