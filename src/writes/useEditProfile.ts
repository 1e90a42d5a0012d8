import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { User } from '../api/model';
import { AppError } from '../errors/appError';
import { cancelUserReads, updateUserInCache } from '../queries/cacheUpdates';
import { isUserLookupKey, readKeys, type ViewerKey } from '../queries/queryKeys';
import { viewerKeyOf } from '../queries/useReadContext';
import { unconfirmedChanges, withProfileChanges, type ProfileChange } from './profileChanges';
import { signInGate, useWriteDeps, type WriteDeps } from './writeDeps';
import { writeKeys } from './writeKeys';

/**
 * Saves profile changes as user data messages, one per field, on the one signed-write path: shown
 * at once everywhere the cache holds the user, put back if the gateway refuses, then read back.
 */
export const editProfileMutationOptions = (deps: WriteDeps, user: User) => {
  const { gateway, session, client } = deps;
  return mutationOptions<User, unknown, readonly ProfileChange[], { viewer: ViewerKey }>({
    mutationKey: writeKeys.kind('user-data'),
    onMutate: async (changes) => {
      await signInGate(deps);
      // The viewer when the save starts, not when the screen rendered.
      const viewer = viewerKeyOf(session.getState());
      await cancelUserReads(client, viewer);
      updateUserInCache(client, viewer, user.fid, (u) => withProfileChanges(u, changes));
      return { viewer };
    },
    mutationFn: async (changes) => {
      const { signAndSubmit } = await import('./signAndSubmit');
      for (const { field, value } of changes) await signAndSubmit({ action: { kind: 'user-data', field, value } }, deps);
      const [read] = await gateway.users([user.fid]);
      if (!read || unconfirmedChanges(read, changes).length > 0) {
        throw new AppError('not-confirmed', 'The gateway accepted the changes but does not show them yet. Reload in a moment to check.');
      }
      return read;
    },
    onError: (_error, _changes, context) => {
      if (context) updateUserInCache(client, context.viewer, user.fid, () => user);
    },
    onSuccess: (read, _changes, { viewer }) => updateUserInCache(client, viewer, user.fid, (u) => ({ ...read, viewer: u.viewer })),
    // Casts carry their author's name and picture: every other read is read again.
    onSettled: (_read, _error, _changes, context) => {
      if (context) void client.invalidateQueries({ queryKey: readKeys.viewer(context.viewer), predicate: (q) => !isUserLookupKey(q.queryKey) });
    },
  });
};

export function useEditProfile(user: User) {
  return useMutation(editProfileMutationOptions(useWriteDeps(), user));
}
