import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import type { SubmissionAction } from '../../farcaster/submission';
import { viewerKeyOf } from '../../queries/useReadContext';
import type { ViewerKey } from '../../queries/queryKeys';

export interface OptimisticAction {
  action: SubmissionAction;
  /** Changes the cache at once, and returns how to undo it should the gateway refuse. */
  apply(client: QueryClient, viewer: ViewerKey): () => void;
  /** After the gateway accepted it. */
  settle?(client: QueryClient, viewer: ViewerKey): void;
}

/**
 * Runs an action optimistically: the screen changes at once, the message is signed and sent,
 * and a refusal puts the screen back. Started while signed out, it opens the sign-in first and
 * goes on once signed in. Resolves to null, or to the reason it failed.
 */
export function useSignedAction() {
  const { gateway, session, signInPrompt } = useServices();
  const client = useQueryClient();
  return useCallback(
    async ({ action, apply, settle }: OptimisticAction): Promise<string | null> => {
      const signedInFirst = !session.getState().identity;
      if (signedInFirst && !(await signInPrompt.request())) return 'Sign in to do this.';
      // Read after signing in: the cache to change is the one of whoever is signed in now.
      const viewer = viewerKeyOf(session.getState());
      const undo = apply(client, viewer);
      let signing: typeof import('./signedAction') | null = null;
      try {
        signing = await import('./signedAction');
        await signing.submitAction(action, { gateway, session });
        settle?.(client, viewer);
        // The screen was read for nobody in particular: read it again as the person now signed in.
        if (signedInFirst) void client.invalidateQueries();
        return null;
      } catch (error) {
        undo();
        return signing ? signing.describeActionError(error) : 'Something went wrong. Try again.';
      }
    },
    [client, gateway, session, signInPrompt],
  );
}
