import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduledCast } from '../api/scheduleModel';
import { readKeys } from './queryKeys';
import type { ReadContext } from './readContext';
import { useReadContext } from './useReadContext';

/** How often the list is read again while a cast is past its time and still listed (the gateway is publishing it, or about to). */
export const SCHEDULED_REFRESH_MS = 5_000;
/** How long after a cast's time the list is read again: the gateway publishes due casts every second. */
export const SCHEDULED_DUE_MARGIN_MS = 2_000;
/** The longest wait between two reads: a browser fires a timer of more than about 24.8 days at once. */
const LONGEST_WAIT_MS = 60 * 60_000;

/** When the gateway next tries to publish a cast that waits: at its time, or at the retry after a failure that may pass. */
const nextAttempt = (cast: ScheduledCast) => cast.retry?.at ?? cast.publishAt;

/** How long until the list should be read again, so a cast leaves it once the gateway has published it; false when none waits. */
function nextReadIn(casts: readonly ScheduledCast[] | null | undefined, now: number): number | false {
  const attempts = (casts ?? []).filter((cast) => cast.failure === null).map(nextAttempt);
  if (attempts.length === 0) return false;
  const wait = Math.min(...attempts) + SCHEDULED_DUE_MARGIN_MS - now;
  return wait <= 0 ? SCHEDULED_REFRESH_MS : Math.min(wait, LONGEST_WAIT_MS);
}

/**
 * The signed-in account's scheduled casts, the soonest first; null where the gateway keeps none (the
 * public service). The list follows the gateway: read again just after the next cast's time (or its next
 * attempt), every few seconds while one is overdue, and whenever the tab is shown again.
 */
export function scheduledQueryOptions(ctx: ReadContext, now: () => number = Date.now) {
  return queryOptions({
    queryKey: readKeys.scheduled(ctx.viewer),
    queryFn: () => ctx.gateway.scheduledCasts(),
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => nextReadIn(query.state.data, now()),
  });
}

export function useScheduledCasts() {
  return useQuery(scheduledQueryOptions(useReadContext()));
}
