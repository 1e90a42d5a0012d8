import { useQuery } from '@tanstack/react-query';
import type { CastHash } from '../api/model';
import { castQueryOptions } from './castQueries';
import { useReadContext } from './useReadContext';

/** The cast with `hash`; null (a link that names no cast) reads nothing. */
export function useCast(hash: CastHash | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...castQueryOptions(useReadContext(), hash), enabled: options.enabled ?? true });
}
