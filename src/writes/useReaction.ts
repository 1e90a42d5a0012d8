import { useSignedMutation } from './useSignedMutation';

const loadReactionWrite = () => import('./reactionWrite').then((m) => m.reactionWrite);

/** Like, recast and their undoing: counts change at once and go back if the gateway refuses. */
export function useReaction() {
  return useSignedMutation('reaction', loadReactionWrite);
}
