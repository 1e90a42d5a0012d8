import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CastHash } from '../api/model';
import { reactorsQueryOptions, type ReactorKind } from './reactorQueries';
import { uniqueItems, userKey } from './pagedItems';
import { useReadContext } from './useReadContext';

/** Who liked or recast a cast, newest first, each person once. */
export function useReactors(kind: ReactorKind, hash: CastHash) {
  const query = useInfiniteQuery(reactorsQueryOptions(useReadContext(), kind, hash));
  const pages = query.data?.pages;
  const users = useMemo(() => (pages ? uniqueItems(pages, userKey) : []), [pages]);
  return { ...query, users };
}
