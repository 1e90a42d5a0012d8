import type { ReactionVars } from './reactionWrite';
import { optimisticWriteOptions, useOptimisticWrite } from './optimisticWrite';
import { useWriteDeps, type WriteDeps } from './writeDeps';

const loadReactionWrite = () => import('./reactionWrite').then((m) => m.reactionWrite);
const reactionTarget = ({ cast, reaction }: ReactionVars) => `${reaction}:${cast.hash}`;

/** Like, recast and their undoing: counts change at once and go back if the gateway refuses. */
export const reactionMutationOptions = (deps: WriteDeps) => optimisticWriteOptions('reaction', deps, loadReactionWrite);

export function useReaction() {
  const deps = useWriteDeps();
  return useOptimisticWrite(deps.client, reactionMutationOptions(deps), reactionTarget);
}
