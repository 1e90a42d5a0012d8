import { useQuery } from '@tanstack/react-query';
import type { Fid } from '../api/model';
import { profileQueryOptions, userQueryOptions } from './userQueries';
import { useReadContext } from './useReadContext';
import { fidOf } from '../api/ids';

/** A user looked up by FID, batched with every other lookup of the moment. */
export function useUser(fid: Fid | undefined, options: { asProfile?: boolean } = {}) {
  const ctx = useReadContext();
  return useQuery({
    ...(options.asProfile ? profileQueryOptions : userQueryOptions)(ctx, fid ?? fidOf('')),
    enabled: fid !== undefined && fid !== '',
  });
}
