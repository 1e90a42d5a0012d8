import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { nextCursor } from './nextCursor';
import { readKeys } from './queryKeys';
import type { ReadContext } from './readContext';

/** Notifications per page: one page covers a busy day for most people. */
export const NOTIFICATION_PAGE_SIZE = 50;

/**
 * How often the unseen count is read while the app is open: every 30 s at most, and when the
 * window regains focus. Two reads a minute is well inside the public service's 60 a minute.
 */
export const UNSEEN_POLL_MS = 30_000;

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

export function unseenNotificationsQueryOptions(ctx: ReadContext) {
  return queryOptions({
    queryKey: readKeys.unseenNotifications(ctx.viewer),
    queryFn: () => ctx.gateway.unseenNotificationsCount(),
    staleTime: UNSEEN_POLL_MS,
    refetchInterval: UNSEEN_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
