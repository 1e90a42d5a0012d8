import { useQuery } from '@tanstack/react-query';
import { castQueryOptions } from './castQueries';
import { useReadContext } from './useReadContext';

export function useCast(hash: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...castQueryOptions(useReadContext(), hash), enabled: options.enabled ?? true });
}
