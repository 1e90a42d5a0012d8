import type { ScrollAnchor } from './scrollAnchor';

// Kept apart from scrollAnchor.ts, which the first screen loads: only the place keeper (ScrollPlaces),
// loaded after the first screen, places an anchor.

/** How long going back keeps the anchored item in place once it is on the page, while the items around it measure themselves. */
const SETTLE_MS = 1500;
/** How long going back waits for the anchored item to be drawn at all: a screen still loading, a busy device. */
const ARRIVAL_MS = 10_000;

/**
 * Whether going back still places `anchor`, `elapsed` ms after it began, its item first seen on the
 * page `seenAt` ms in (null while not yet): until the item has been in place for a while, however long
 * the screen took to draw it.
 */
export function stillPlacing(anchor: ScrollAnchor, elapsed: number, seenAt: number | null): boolean {
  if (anchor.key === null) return false;
  return seenAt === null ? elapsed < ARRIVAL_MS : elapsed - seenAt < SETTLE_MS;
}
