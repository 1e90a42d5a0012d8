import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Cast, Page } from '../api/model';
import { nextCursor } from './nextCursor';
import { readKeys } from './queryKeys';
import type { ReadContext } from './readContext';

export const CAST_SEARCH_PAGE_SIZE = 25;

/** Casts whose text holds every word of `q`; a page of null means the gateway cannot search casts. */
export function castSearchQueryOptions(ctx: ReadContext, q: string) {
  return infiniteQueryOptions({
    queryKey: readKeys.castSearch(ctx.viewer, q),
    queryFn: async ({ pageParam }): Promise<Page<Cast> | null> => {
      const page = await ctx.gateway.searchCasts(q, { cursor: pageParam, limit: CAST_SEARCH_PAGE_SIZE });
      if (page) ctx.cache.rememberCasts(page.items);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<Cast> | null, all: unknown, cursor: string | null) => (last ? nextCursor(last, all, cursor) : undefined),
  });
}
