import { infiniteQueryOptions } from '@tanstack/react-query';
import { nextCursor } from './nextCursor';
import { readKeys } from './queryKeys';
import type { ReadContext } from './readContext';

/** Notifications per page: one page covers a busy day for most people. */
export const NOTIFICATION_PAGE_SIZE = 50;

export function notificationsQueryOptions(ctx: ReadContext) {
  return infiniteQueryOptions({
    queryKey: readKeys.notifications(ctx.viewer),
    queryFn: async ({ pageParam }) => {
      const page = await ctx.gateway.notifications({ cursor: pageParam, limit: NOTIFICATION_PAGE_SIZE });
      ctx.cache.rememberCasts(page.items.flatMap((n) => (n.cast ? [n.cast] : [])));
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
    // Opening the screen always shows what is new.
    staleTime: 0,
  });
}
