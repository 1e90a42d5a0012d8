import { useQuery } from '@tanstack/react-query';
import { userByUsernameQueryOptions } from './userQueries';
import { useReadContext } from './useReadContext';

export function useUserByUsername(username: string) {
  return useQuery(userByUsernameQueryOptions(useReadContext(), username));
}
