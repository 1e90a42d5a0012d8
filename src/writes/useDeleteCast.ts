import { useSignedMutation } from './useSignedMutation';

const loadDeleteWrite = () => import('./deleteWrite').then((m) => m.deleteWrite);

/** Deletes one's own cast: it leaves every list at once and comes back if the gateway refuses. */
export function useDeleteCast() {
  return useSignedMutation('remove-cast', loadDeleteWrite);
}
