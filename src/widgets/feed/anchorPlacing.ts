import type { ScrollAnchor } from './scrollAnchor';

// Kept apart from scrollAnchor.ts, which the first screen loads: only the place keeper (ScrollPlaces),
// loaded after the first screen, places an anchor.

/** How long the anchored item must stay where it belongs before going back stops placing it, while the items around it measure themselves. */
const SETTLE_MS = 1500;
/** How long going back waits for the anchored item to be drawn at all: a screen still loading, a busy device. */
const ARRIVAL_MS = 10_000;

/**
 * Whether going back still places `anchor`, `elapsed` ms after it began, its item last moved into place
 * `placedAt` ms in (null while it is not yet on the page): until the item has stayed in place for a
 * while, however long the screen took to draw it and its rows to settle (on a busy device the list
 * may still grow, or the rows above change height, well after the item first appears), but no longer
 * than ARRIVAL_MS and SETTLE_MS together.
 */
export function stillPlacing(anchor: ScrollAnchor, elapsed: number, placedAt: number | null): boolean {
  if (anchor.key === null) return false;
  if (placedAt === null) return elapsed < ARRIVAL_MS;
  return elapsed - placedAt < SETTLE_MS && elapsed < ARRIVAL_MS + SETTLE_MS;
}
