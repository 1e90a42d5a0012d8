import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { castsQueryOptions } from './castQueries';
import { castKey, uniqueItems } from './pagedItems';
import type { CastFeedParams } from './queryKeys';
import { useReadContext } from './useReadContext';

/** A feed of casts, each listed once, in the order the gateway gave them. */
export function useCastFeed(feed: CastFeedParams) {
  const query = useInfiniteQuery(castsQueryOptions(useReadContext(), feed));
  const pages = query.data?.pages;
  const casts = useMemo(() => (pages ? uniqueItems(pages, castKey) : []), [pages]);
  return { ...query, casts };
}
