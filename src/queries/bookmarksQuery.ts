import { infiniteQueryOptions, skipToken } from '@tanstack/react-query';
import { CAST_PAGE_SIZE } from './castQueries';
import { nextCursor } from './nextCursor';
import { ANONYMOUS, readKeys } from './queryKeys';
import type { ReadContext } from './readContext';

/** The signed-in viewer's bookmarks, newest first, page after page; nobody's while signed out. */
export function bookmarksQueryOptions(ctx: ReadContext) {
  const { viewer } = ctx;
  return infiniteQueryOptions({
    queryKey: readKeys.bookmarks(viewer),
    queryFn:
      viewer === ANONYMOUS
        ? skipToken
        : async ({ pageParam }) => {
            const page = await ctx.gateway.bookmarks(viewer, { cursor: pageParam, limit: CAST_PAGE_SIZE });
            ctx.cache.rememberCasts(page.items);
            return page;
          },
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
    // Kept in another browser meanwhile: opening the screen reads them again.
    staleTime: 0,
  });
}
