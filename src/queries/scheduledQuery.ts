import { queryOptions, useQuery } from '@tanstack/react-query';
import { readKeys } from './queryKeys';
import type { ReadContext } from './readContext';
import { useReadContext } from './useReadContext';

/** How often the list is read again while one of its casts is due within the minute. */
export const SCHEDULED_REFRESH_MS = 5_000;

/**
 * The signed-in account's scheduled casts, the soonest first; null where the gateway keeps none (the
 * public service). Read again every few seconds while one is about to be published, so it leaves the
 * list when it does.
 */
export function scheduledQueryOptions(ctx: ReadContext, now: () => number = Date.now) {
  return queryOptions({
    queryKey: readKeys.scheduled(ctx.viewer),
    queryFn: () => ctx.gateway.scheduledCasts(),
    refetchInterval: (query) => (query.state.data?.some((cast) => cast.failure === null && cast.publishAt - now() < 60_000) ? SCHEDULED_REFRESH_MS : false),
  });
}

export function useScheduledCasts() {
  return useQuery(scheduledQueryOptions(useReadContext()));
}
