import { queryOptions } from '@tanstack/react-query';
import { readKeys } from './queryKeys';
import type { ReadContext } from './readContext';

/**
 * How often the unseen count is read while the app is open: every 30 s at most, and when the
 * window regains focus. Two reads a minute is well inside the public service's 60 a minute.
 */
export const UNSEEN_POLL_MS = 30_000;

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
