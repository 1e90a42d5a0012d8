import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduledCast } from '../api/scheduleModel';
import { readKeys } from './queryKeys';
import type { ReadContext } from './readContext';
import { useReadContext } from './useReadContext';

/** How often the list is read again while one of its casts is due within the minute. */
export const SCHEDULED_REFRESH_MS = 5_000;

/** When the gateway next tries to publish a cast that waits: at its time, or at the retry after a failure that may pass. */
const nextAttempt = (cast: ScheduledCast) => cast.retry?.at ?? cast.publishAt;

/**
 * The signed-in account's scheduled casts, the soonest first; null where the gateway keeps none (the
 * public service). Read again every few seconds while one is about to be published (or tried again), so
 * it leaves the list when it is.
 */
export function scheduledQueryOptions(ctx: ReadContext, now: () => number = Date.now) {
  return queryOptions({
    queryKey: readKeys.scheduled(ctx.viewer),
    queryFn: () => ctx.gateway.scheduledCasts(),
    refetchInterval: (query) => (query.state.data?.some((cast) => cast.failure === null && nextAttempt(cast) - now() < 60_000) ? SCHEDULED_REFRESH_MS : false),
  });
}

export function useScheduledCasts() {
  return useQuery(scheduledQueryOptions(useReadContext()));
}
