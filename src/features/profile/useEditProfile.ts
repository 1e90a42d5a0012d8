import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../api/model';
import { useServices } from '../../app/services';
import { updateUserInCache } from '../../queries/castMutations';
import { readKeys } from '../../queries/queryKeys';
import { useViewerKey } from '../../queries/useReadContext';
import { unconfirmedChanges, withProfileChanges, type ProfileChange } from './profileForm';

export class ProfileSaveError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProfileSaveError';
  }
}

/**
 * Saves profile changes as user data messages, one per field: shown at once everywhere the
 * cache holds the user, put back if the gateway refuses, then read back from the gateway.
 */
export function useEditProfile(user: User) {
  const { gateway, session } = useServices();
  const client = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: async (changes: readonly ProfileChange[]) => {
      const signing = await import('../actions/signedAction');
      try {
        for (const { field, value } of changes) await signing.submitAction({ kind: 'user-data', field, value }, { gateway, session });
      } catch (error) {
        throw new ProfileSaveError(`Your profile was not saved. ${signing.describeActionError(error)}`, { cause: error });
      }
      const [read] = await gateway.users([user.fid]);
      if (!read || unconfirmedChanges(read, changes).length > 0) {
        throw new ProfileSaveError('The gateway accepted the changes but does not show them yet. Reload in a moment to check.');
      }
      return read;
    },
    onMutate: async (changes) => {
      await client.cancelQueries({ queryKey: readKeys.user(viewer, user.fid) });
      updateUserInCache(client, viewer, user.fid, (u) => withProfileChanges(u, changes));
    },
    onError: () => updateUserInCache(client, viewer, user.fid, () => user),
    onSuccess: (read) => updateUserInCache(client, viewer, user.fid, (u) => ({ ...read, viewer: u.viewer })),
    // Casts carry their author's name and picture: every feed reads them again.
    onSettled: () => client.invalidateQueries({ queryKey: readKeys.viewer(viewer), predicate: (q) => q.queryKey[2] !== 'user' }),
  });
}
