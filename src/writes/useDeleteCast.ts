import type { DeleteVars } from './deleteWrite';
import { optimisticWriteOptions, useOptimisticWrite } from './optimisticWrite';
import { useWriteDeps, type WriteDeps } from './writeDeps';

const loadDeleteWrite = () => import('./deleteWrite').then((m) => m.deleteWrite);
const deleteTarget = ({ cast }: DeleteVars) => cast.hash;

/** Deletes one's own cast: it leaves every list at once and comes back if the gateway refuses. */
export const deleteCastMutationOptions = (deps: WriteDeps) => optimisticWriteOptions('remove-cast', deps, loadDeleteWrite);

export function useDeleteCast() {
  const deps = useWriteDeps();
  return useOptimisticWrite(deps.client, deleteCastMutationOptions(deps), deleteTarget);
}
