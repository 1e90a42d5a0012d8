import type { BlockVars, ShowBlock } from './blockWrite';
import { optimisticWriteOptions, useOptimisticWrite } from './optimisticWrite';
import { useWriteDeps, type WriteDeps } from './writeDeps';

const loadBlockWrite = (show: ShowBlock) => import('./blockWrite').then((m) => m.blockWrite(show));

/**
 * Blocks or unblocks a person: published as a link message of type block (the gateway then leaves
 * their casts out) and shown by `show` at once; blocking someone followed unfollows them as well. A
 * refusal takes it back.
 */
export const blockMutationOptions = (deps: WriteDeps, show: ShowBlock) => optimisticWriteOptions('block', deps, () => loadBlockWrite(show));

const blockTarget = ({ person }: BlockVars) => person.fid;

export function useBlock(show: ShowBlock) {
  const deps = useWriteDeps();
  return useOptimisticWrite(deps.client, blockMutationOptions(deps, show), blockTarget);
}
