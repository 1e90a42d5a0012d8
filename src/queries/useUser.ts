import { useQuery } from '@tanstack/react-query';
import type { Fid } from '../api/model';
import { PROFILE_STALE_MS, userQueryOptions } from './userQueries';
import { useReadContext } from './useReadContext';

/** A user looked up by FID, batched with every other lookup of the moment. */
export function useUser(fid: Fid | undefined, options: { asProfile?: boolean } = {}) {
  const ctx = useReadContext();
  return useQuery({
    ...userQueryOptions(ctx, fid ?? ''),
    enabled: fid !== undefined && fid !== '',
    ...(options.asProfile ? { staleTime: PROFILE_STALE_MS } : {}),
  });
}
