import type { Page } from '../api/model';

/**
 * The cursor of the page after `last`. The gateway may answer a full raw page with fewer items
 * (or none) and still give a cursor, so only a missing cursor, or one that would ask for the
 * same page again, ends the list.
 */
export function nextCursor<T>(last: Page<T>, _all: unknown, lastCursor: string | null): string | undefined {
  if (last.next == null || last.next === '' || last.next === lastCursor) return undefined;
  return last.next;
}
