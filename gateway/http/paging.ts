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
