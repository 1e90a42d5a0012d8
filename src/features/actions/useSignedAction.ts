import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useServices } from '../../services/services';
import type { SubmissionAction } from '../../farcaster/submission';
import { useViewerKey } from '../../queries/useReadContext';
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
 * and a refusal puts the screen back. Resolves to null, or to the reason it failed.
 */
export function useSignedAction() {
  const { gateway, session } = useServices();
  const client = useQueryClient();
  const viewer = useViewerKey();
  return useCallback(
    async ({ action, apply, settle }: OptimisticAction): Promise<string | null> => {
      if (!session.getState().identity) return 'Sign in to do this.';
      const undo = apply(client, viewer);
      let signing: typeof import('./signedAction') | null = null;
      try {
        signing = await import('./signedAction');
        await signing.submitAction(action, { gateway, session });
        settle?.(client, viewer);
        return null;
      } catch (error) {
        undo();
        return signing ? signing.describeActionError(error) : 'Something went wrong. Try again.';
      }
    },
    [client, gateway, session, viewer],
  );
}
