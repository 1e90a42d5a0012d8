import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../api/model';
import { AppError } from '../../errors/appError';
import { cancelUserReads, updateUserInCache } from '../../queries/cacheUpdates';
import { readKeys } from '../../queries/queryKeys';
import { useViewerKey } from '../../queries/useReadContext';
import { useServices } from '../../services/services';
import { writeKeys } from '../../writes/writeKeys';
import { unconfirmedChanges, withProfileChanges, type ProfileChange } from './profileForm';

/**
 * Saves profile changes as user data messages, one per field, on the one signed-write path: shown
 * at once everywhere the cache holds the user, put back if the gateway refuses, then read back.
 */
export function useEditProfile(user: User) {
  const { gateway, session } = useServices();
  const client = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationKey: writeKeys.kind('user-data'),
    mutationFn: async (changes: readonly ProfileChange[]) => {
      const { signAndSubmit } = await import('../../writes/signAndSubmit');
      for (const { field, value } of changes) await signAndSubmit({ action: { kind: 'user-data', field, value } }, { gateway, session });
      const [read] = await gateway.users([user.fid]);
      if (!read || unconfirmedChanges(read, changes).length > 0) {
        throw new AppError('not-confirmed', 'The gateway accepted the changes but does not show them yet. Reload in a moment to check.');
      }
      return read;
    },
    onMutate: async (changes) => {
      await cancelUserReads(client, viewer);
      updateUserInCache(client, viewer, user.fid, (u) => withProfileChanges(u, changes));
    },
    onError: () => updateUserInCache(client, viewer, user.fid, () => user),
    onSuccess: (read) => updateUserInCache(client, viewer, user.fid, (u) => ({ ...read, viewer: u.viewer })),
    // Casts carry their author's name and picture: every other read is read again.
    onSettled: () => client.invalidateQueries({ queryKey: readKeys.viewer(viewer), predicate: (q) => q.queryKey[2] !== 'user' }),
  });
}
