import { useCallback } from 'react';
import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import type { SubmissionAction } from '../farcaster/submission';
import type { ViewerKey } from '../queries/queryKeys';
import { viewerKeyOf } from '../queries/useReadContext';
import type { WriteResult } from './signAndSubmit';
import { signInGate, type WriteDeps } from './writeDeps';
import { writeKeys, type WriteKind } from './writeKeys';

/**
 * How a write reaches the gateway: a Farcaster message signed in this browser (`action`; a write that
 * takes several, such as a block that also unfollows, lists them, sent in order, each once the one
 * before was accepted), or, for Castline's own records that are never published (bookmarks), a call of
 * its own (`send`).
 */
type Submission<V> = { action(vars: V): SubmissionAction | readonly SubmissionAction[] } | { send(deps: WriteDeps, vars: V): Promise<void> };

/** One kind of optimistic write: how it is sent, and what it does to the cached reads meanwhile. */
export type OptimisticWrite<V, C> = Submission<V> & {
  /** Cancels the reads it touches and changes them at once; returns what `rollback` needs. */
  apply(client: QueryClient, viewer: ViewerKey, vars: V): Promise<C>;
  /** Puts the reads back after a refusal. */
  rollback(client: QueryClient, viewer: ViewerKey, vars: V, applied: C): void;
  /** After the gateway accepted it or refused it: brings what the optimistic change guessed in line (`result` is null for a `send`). */
  reconcile?(client: QueryClient, viewer: ViewerKey, vars: V, result: WriteResult | null | undefined): void;
};

interface WriteContext<C> {
  /** The viewer whose cached reads were changed: read when the write starts, never at render. */
  viewer: ViewerKey;
  applied: C;
  signedInNow: boolean;
}

/**
 * The mutation options of an optimistic signed write (TanStack's optimistic-updates pattern): `onMutate`
 * passes the sign-in gate, cancels the affected reads and applies the change, `mutationFn` signs and
 * submits (or sends), `onError` rolls back, `onSettled` reconciles. The write's definition (with the cache updates
 * it makes) and the signing code load on first use, so a screen with a like button carries neither.
 */
export function optimisticWriteOptions<V, C>(kind: WriteKind, deps: WriteDeps, load: () => Promise<OptimisticWrite<V, C>>) {
  const { client, session } = deps;
  return mutationOptions<WriteResult | null, unknown, V, WriteContext<C>>({
    mutationKey: writeKeys.kind(kind),
    onMutate: async (vars) => {
      const signedInNow = await signInGate(deps);
      const write = await load();
      const viewer = viewerKeyOf(session.getState());
      return { viewer, applied: await write.apply(client, viewer, vars), signedInNow };
    },
    mutationFn: async (vars) => {
      const write = await load();
      if ('send' in write) {
        await write.send(deps, vars);
        return null;
      }
      const { signAndSubmit } = await import('./signAndSubmit');
      let result: WriteResult | null = null;
      for (const action of ([] as SubmissionAction[]).concat(write.action(vars))) result = await signAndSubmit({ action }, deps);
      return result;
    },
    onError: async (_error, vars, context) => {
      if (context) (await load()).rollback(client, context.viewer, vars, context.applied);
    },
    onSettled: async (result, _error, vars, context) => {
      if (!context) return;
      (await load()).reconcile?.(client, context.viewer, vars, result);
      // The screen was read for nobody in particular: read it again as the person now signed in.
      if (context.signedInNow) void client.invalidateQueries();
    },
  });
}

/**
 * `useMutation` of an optimistic write, with `start(vars)`: a second start on the same target while the
 * first is in flight (a double click) does nothing. The mutation cache is asked, not the rendered
 * state, so a second click before the next render is caught too.
 */
export function useOptimisticWrite<V, C>(client: QueryClient, options: ReturnType<typeof optimisticWriteOptions<V, C>>, target: (vars: V) => string) {
  const mutation = useMutation(options);
  const { mutate } = mutation;
  const { mutationKey } = options;
  const start = useCallback(
    (vars: V) => {
      const inFlight = client
        .getMutationCache()
        .findAll({ mutationKey, status: 'pending' })
        .some((m) => target(m.state.variables as V) === target(vars));
      if (!inFlight) mutate(vars);
    },
    [client, mutate, mutationKey, target],
  );
  return { ...mutation, start };
}
