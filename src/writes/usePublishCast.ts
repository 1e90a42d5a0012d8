import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPostedCast } from '../queries/cacheUpdates';
import { viewerKeyOf } from '../queries/useReadContext';
import { useServices } from '../services/services';
import type { CastAction, SignedWrite, WriteResult } from './signAndSubmit';
import { writeKeys } from './writeKeys';

/**
 * Posts a cast, reply or quote. Nothing is shown before the gateway has it: the cast joins the
 * cached feeds and thread once it is read back as the signed-in person's.
 */
export function usePublishCast() {
  const { gateway, session } = useServices();
  const client = useQueryClient();
  return useMutation<WriteResult<CastAction>, unknown, SignedWrite<CastAction>>({
    mutationKey: writeKeys.kind('cast'),
    mutationFn: async (write) => {
      const { signAndSubmit } = await import('./signAndSubmit');
      return signAndSubmit(write, { gateway, session });
    },
    onSuccess: ({ cast }) => addPostedCast(client, viewerKeyOf(session.getState()), cast),
  });
}
