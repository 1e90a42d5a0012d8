import { useQuery } from '@tanstack/react-query';
import type { Fid } from '../api/model';
import { profileQueryOptions, userQueryOptions } from './userQueries';
import { useReadContext } from './useReadContext';

/** A user looked up by FID, batched with every other lookup of the moment; no FID reads nothing. */
export function useUser(fid: Fid | null | undefined, options: { asProfile?: boolean } = {}) {
  return useQuery((options.asProfile ? profileQueryOptions : userQueryOptions)(useReadContext(), fid ?? null));
}
