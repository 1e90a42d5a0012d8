import { useCallback } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { describeError } from '../errors/describeError';
import type { SubmissionAction } from '../farcaster/submission';
import type { ViewerKey } from '../queries/queryKeys';
import { useViewerKey, viewerKeyOf } from '../queries/useReadContext';
import { useServices } from '../services/services';
import { notSignedIn } from './currentAuthor';
import type { WriteResult } from './signAndSubmit';
import { writeKeys, type WriteKind } from './writeKeys';

/** One kind of optimistic write: what it signs, and what it does to the cached reads meanwhile. */
export interface OptimisticWrite<V, C> {
  kind: WriteKind;
  /** What the write acts on: while one is in flight, another of the same kind on the same target is ignored. */
  target(vars: V): string;
  action(vars: V): SubmissionAction;
  /** Cancels the reads it touches and changes them at once; returns what `rollback` needs. */
  apply(client: QueryClient, viewer: ViewerKey, vars: V): Promise<C>;
  /** Puts the reads back after a refusal. */
  rollback(client: QueryClient, viewer: ViewerKey, vars: V, applied: C): void;
  /** After the gateway accepted it or refused it: brings what the optimistic change guessed in line. */
  reconcile?(client: QueryClient, viewer: ViewerKey, vars: V, result: WriteResult | undefined): void;
}

/**
 * A `useMutation` for an optimistic signed write (TanStack's optimistic-updates pattern): `onMutate`
 * cancels the affected reads and applies the change, `onError` rolls it back, `onSettled` reconciles.
 * `run` resolves to null, or to why it failed in words; a second run on the same target while the
 * first is in flight (a double click) does nothing. The signing code loads on first use.
 */
export function useSignedMutation<V, C>(write: OptimisticWrite<V, C>) {
  const { gateway, session, signInPrompt } = useServices();
  const client = useQueryClient();
  const viewer = useViewerKey();
  const mutationKey = writeKeys.kind(write.kind);
  const mutation = useMutation<WriteResult, unknown, V, { viewer: ViewerKey; applied: C }>({
    mutationKey,
    mutationFn: async (vars) => {
      const { signAndSubmit } = await import('./signAndSubmit');
      return signAndSubmit({ action: write.action(vars) }, { gateway, session });
    },
    // Read when the write starts, not at render: a write started signed out runs after the sign-in.
    onMutate: async (vars) => {
      const current = viewerKeyOf(session.getState());
      return { viewer: current, applied: await write.apply(client, current, vars) };
    },
    onError: (_error, vars, context) => {
      if (context) write.rollback(client, context.viewer, vars, context.applied);
    },
    onSettled: (result, _error, vars, context) => write.reconcile?.(client, context?.viewer ?? viewer, vars, result),
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (vars: V): Promise<string | null> => {
      // Started signed out: the sign-in opens, and the write goes on once it is done.
      const signedInFirst = !session.getState().identity;
      if (signedInFirst && !(await signInPrompt.request())) return describeError(notSignedIn());
      const target = write.target(vars);
      const inFlight = client
        .getMutationCache()
        .findAll({ mutationKey, status: 'pending' })
        .some((m) => write.target(m.state.variables as V) === target);
      if (inFlight) return null;
      try {
        await mutateAsync(vars);
        // The screen was read for nobody in particular: read it again as the person now signed in.
        if (signedInFirst) void client.invalidateQueries();
        return null;
      } catch (error) {
        return describeError(error);
      }
    },
    [client, mutateAsync, mutationKey, session, signInPrompt, write],
  );
  return { run, isPending: mutation.isPending };
}
