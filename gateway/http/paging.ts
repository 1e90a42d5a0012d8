import { encodeCursor, type CursorStyle, type Position } from '../store/cursor';

/**
 * Spec mode pages exactly: it reads one row more than it shows, and `next` is null only at the end.
 * far.quest mode reproduces the public service: `next` whenever the page is full.
 */
export const rowsToRead = (limit: number, style: CursorStyle): number => (style === 'spec' ? limit + 1 : limit);

export function cutPage<T>(rows: T[], limit: number, style: CursorStyle, positionOf: (row: T) => Position) {
  const items = rows.slice(0, limit);
  const more = style === 'spec' ? rows.length > limit : rows.length === limit;
  const last = items[items.length - 1];
  return { items, next: more && last !== undefined ? encodeCursor(positionOf(last), style) : null };
}

/**
 * The most items of a page read from a Farcaster node: each user costs a node read (their profile),
 * each cast two more (its reactions and replies). A longer `limit` gets a shorter page, with `next`.
 */
export const NETWORK_USERS_MAX = 50;
export const NETWORK_CASTS_MAX = 25;
