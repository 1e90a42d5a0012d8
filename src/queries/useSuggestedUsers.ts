import { useQuery } from '@tanstack/react-query';
import { useReadContext } from './useReadContext';
import { suggestedUsersQueryOptions } from './userQueries';

/** People to follow, for a Following feed that is still empty; `data` is null where the gateway has none. */
export function useSuggestedUsers() {
  return useQuery(suggestedUsersQueryOptions(useReadContext()));
}
