/** Where a reader was on a screen: the first item at least partly below the top bar, and how far down it sat. */
export interface ScrollAnchor {
  /** The item's `data-cast-key`, or null on a screen without items. */
  key: string | null;
  /** Its top, in pixels from the top of the viewport. */
  top: number;
  /** The window's scroll position, for screens without items and as a first approximation. */
  scrollY: number;
}

export const ITEM_SELECTOR = '[data-cast-key]';

/** The anchor of the page as it is now; `coveredTop` is what a sticky bar hides at the top. */
export function findAnchor(items: Iterable<Element>, scrollY: number, coveredTop: number): ScrollAnchor {
  for (const item of items) {
    const box = item.getBoundingClientRect();
    if (box.bottom > coveredTop) return { key: item.getAttribute('data-cast-key'), top: box.top, scrollY };
  }
  return { key: null, top: 0, scrollY };
}

/** How far to scroll so the anchored item sits where it sat, or null while it is not on the page. */
export function correction(anchor: ScrollAnchor, items: Iterable<Element>): number | null {
  if (anchor.key === null) return null;
  for (const item of items) {
    if (item.getAttribute('data-cast-key') === anchor.key) return item.getBoundingClientRect().top - anchor.top;
  }
  return null;
}

const MAX_PLACES = 50;
const places = new Map<string, ScrollAnchor>();

/** Keeps where the reader is on the history entry `locationKey` (memory only, like the query cache). */
export function rememberAnchor(locationKey: string, anchor: ScrollAnchor): void {
  places.delete(locationKey);
  places.set(locationKey, anchor);
  if (places.size > MAX_PLACES) places.delete(places.keys().next().value as string);
}

export function recallAnchor(locationKey: string): ScrollAnchor | undefined {
  return places.get(locationKey);
}
