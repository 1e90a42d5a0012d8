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

/** A write together with the definition it runs under: the mutation's variables. */
interface WriteRun<V, C> {
  vars: V;
  write: OptimisticWrite<V, C>;
}

/**
 * A `useMutation` for an optimistic signed write (TanStack's optimistic-updates pattern): `onMutate`
 * cancels the affected reads and applies the change, `onError` rolls it back, `onSettled` reconciles.
 * `run` resolves to null, or to why it failed in words; a second run on the same target while the
 * first is in flight (a double click) does nothing. The write's definition (with the cache updates
 * it makes) and the signing code load on first use, so a screen with a like button carries neither.
 */
export function useSignedMutation<V, C>(kind: WriteKind, loadWrite: () => Promise<OptimisticWrite<V, C>>) {
  const { gateway, session, signInPrompt } = useServices();
  const client = useQueryClient();
  const viewer = useViewerKey();
  const mutationKey = writeKeys.kind(kind);
  const mutation = useMutation<WriteResult, unknown, WriteRun<V, C>, { viewer: ViewerKey; applied: C }>({
    mutationKey,
    mutationFn: async ({ vars, write }) => {
      const { signAndSubmit } = await import('./signAndSubmit');
      return signAndSubmit({ action: write.action(vars) }, { gateway, session });
    },
    // Read when the write starts, not at render: a write started signed out runs after the sign-in.
    onMutate: async ({ vars, write }) => {
      const current = viewerKeyOf(session.getState());
      return { viewer: current, applied: await write.apply(client, current, vars) };
    },
    onError: (_error, { vars, write }, context) => {
      if (context) write.rollback(client, context.viewer, vars, context.applied);
    },
    onSettled: (result, _error, { vars, write }, context) => write.reconcile?.(client, context?.viewer ?? viewer, vars, result),
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (vars: V): Promise<string | null> => {
      // Started signed out: the sign-in opens, and the write goes on once it is done.
      const signedInFirst = !session.getState().identity;
      if (signedInFirst && !(await signInPrompt.request())) return describeError(notSignedIn());
      const write = await loadWrite();
      // No await from here to the mutation's start: a second click finds the first one pending.
      const target = write.target(vars);
      const inFlight = client
        .getMutationCache()
        .findAll({ mutationKey, status: 'pending' })
        .some((m) => write.target((m.state.variables as WriteRun<V, C>).vars) === target);
      if (inFlight) return null;
      try {
        await mutateAsync({ vars, write });
        // The screen was read for nobody in particular: read it again as the person now signed in.
        if (signedInFirst) void client.invalidateQueries();
        return null;
      } catch (error) {
        return describeError(error);
      }
    },
    [client, loadWrite, mutateAsync, mutationKey, session, signInPrompt],
  );
  return { run, isPending: mutation.isPending };
}
