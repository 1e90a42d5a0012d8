import { mutationOptions, useMutation } from '@tanstack/react-query';
import { addPostedCast } from '../queries/cacheUpdates';
import { viewerKeyOf } from '../queries/useReadContext';
import type { CastAction, SignedWrite, WriteResult } from './signAndSubmit';
import { signInGate, useWriteDeps, type WriteDeps } from './writeDeps';
import { writeKeys } from './writeKeys';

/**
 * Posts a cast, reply or quote, through the same sign-in gate as every write. Nothing is shown before
 * the gateway has it: the cast joins the cached feeds and thread once it is read back as the signed-in
 * person's.
 */
export const publishCastMutationOptions = (deps: WriteDeps) =>
  mutationOptions<WriteResult<CastAction>, unknown, SignedWrite<CastAction>>({
    mutationKey: writeKeys.kind('cast'),
    mutationFn: async (write) => {
      await signInGate(deps);
      const { signAndSubmit } = await import('./signAndSubmit');
      return signAndSubmit(write, deps);
    },
    onSuccess: ({ cast }) => addPostedCast(deps.client, viewerKeyOf(deps.session.getState()), cast),
  });

export function usePublishCast() {
  return useMutation(publishCastMutationOptions(useWriteDeps()));
}
