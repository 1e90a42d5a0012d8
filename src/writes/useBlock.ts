import type { Fid } from '../api/model';
import { optimisticWriteOptions, useOptimisticWrite, type OptimisticWrite } from './optimisticWrite';
import { useWriteDeps, type WriteDeps } from './writeDeps';

export interface BlockVars {
  person: { fid: Fid; name: string; external?: boolean };
  /** true to block, false to unblock. */
  on: boolean;
}

/** Shows a block in the list kept in this browser (or takes it away again). */
export type ShowBlock = (person: BlockVars['person'], on: boolean) => void;

const blockWrite = (show: ShowBlock): OptimisticWrite<BlockVars, void> => ({
  action: ({ person, on }) => ({ kind: 'block', target: { fid: person.fid, ...(person.external && { external: true }) }, remove: !on }),
  async apply(_client, _viewer, { person, on }) {
    show(person, on);
  },
  rollback(_client, _viewer, { person, on }) {
    show(person, !on);
  },
});

/**
 * Blocks or unblocks a person: published as a link message of type block (the gateway then leaves
 * their casts out) and shown by `show` at once; a refusal takes it back.
 */
export const blockMutationOptions = (deps: WriteDeps, show: ShowBlock) => optimisticWriteOptions('block', deps, async () => blockWrite(show));

const blockTarget = ({ person }: BlockVars) => person.fid;

export function useBlock(show: ShowBlock) {
  const deps = useWriteDeps();
  return useOptimisticWrite(deps.client, blockMutationOptions(deps, show), blockTarget);
}
