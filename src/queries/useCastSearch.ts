import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Cast, Page } from '../api/model';
import { castSearchQueryOptions } from './castSearchQuery';
import { castKey, uniqueItems } from './pagedItems';
import { useReadContext } from './useReadContext';

/** Cast search results, each cast once; `unavailable` when the gateway cannot search casts. */
export function useCastSearch(q: string) {
  const query = useInfiniteQuery({ ...castSearchQueryOptions(useReadContext(), q), enabled: q.trim() !== '' });
  const pages = query.data?.pages;
  const unavailable = pages?.[0] === null;
  const casts = useMemo(() => (pages ? uniqueItems(pages.filter((p): p is Page<Cast> => p !== null), castKey) : []), [pages]);
  return { ...query, casts, unavailable };
}
