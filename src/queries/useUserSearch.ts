import { useQuery } from '@tanstack/react-query';
import type { User } from '../api/model';
import { useReadContext } from './useReadContext';
import { userSearchQueryOptions } from './userQueries';

/** People whose name starts like `match`; empty while there is no match. Callers debounce `match`. */
export function useUserSearch(match: string | null): User[] {
  const ctx = useReadContext();
  const { data } = useQuery({ ...userSearchQueryOptions(ctx, match ?? ''), enabled: Boolean(match) });
  return match ? (data ?? []) : [];
}
