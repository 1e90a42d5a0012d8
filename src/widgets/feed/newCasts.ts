import type { InfiniteData as QueryData } from '@tanstack/react-query';
import { isGatewayError } from '../../api/errors';
import type { Cast, Page } from '../../api/model';

type FeedData = QueryData<Page<Cast>, unknown>;

export interface NewCasts {
  casts: Cast[];
  /** The fresh first page shares nothing with the list: more may be missing between them. */
  gap: boolean;
}

/**
 * Casts in a freshly read first page that the list does not show yet and that are newer than
 * its newest, in the page's order.
 */
export function newCastsAbove(head: readonly Cast[], shown: readonly Cast[], keyOf: (cast: Cast) => string): NewCasts {
  if (shown.length === 0) return { casts: [], gap: false };
  const shownKeys = new Set(shown.map(keyOf));
  const newest = Math.max(...shown.slice(0, 50).map((c) => c.reply?.timestamp ?? c.timestamp));
  const casts = head.filter((c) => !shownKeys.has(keyOf(c)) && (c.reply?.timestamp ?? c.timestamp) >= newest);
  const overlaps = head.some((c) => shownKeys.has(keyOf(c)));
  return { casts, gap: casts.length > 0 && !overlaps };
}

/** The feed's pages with `fresh` put at the top of the first page; nothing already there moves relative to the rest. */
export function prependToFirstPage(data: FeedData, fresh: readonly Cast[]): FeedData {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [...fresh, ...first.items] }, ...rest] };
}

/**
 * A look at a feed's top every 8 s while its tab is in view: new casts show within seconds, for an eighth
 * of the reads the public service allows (about five per five seconds, for everything).
 */
export const NEW_CASTS_POLL_MS = 8_000;
/** After a look the gateway refused for the rate (429), or that failed otherwise, the next waits this long at least. */
const FAILED_LOOK_WAIT_MS = 60_000;

/** When to look at the top again, given how the last look ended (its error, or null). */
export function nextLookIn(lastError: unknown): number {
  if (lastError === null) return NEW_CASTS_POLL_MS;
  const asked = isGatewayError(lastError, 'rate-limited') ? (lastError.retryAfterMs ?? 0) : 0;
  return Math.max(FAILED_LOOK_WAIT_MS, asked);
}
