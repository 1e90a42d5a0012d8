import type { VirtualItem } from '@tanstack/react-virtual';

const MAX_PLACES = 30;

/** Where a reader was in a list: the row at the top of the window, and how far the window had scrolled past that row's top. */
export interface ListAnchor {
  key: string;
  /** `window.scrollY` less the row's start; negative while the list starts below the top of the window. */
  offset: number;
}

/** A list as a reader left it on one history entry: its measured rows and their place in it. */
interface ListPlace {
  rows: VirtualItem[];
  anchor: ListAnchor | null;
}

/** Kept in memory only, like the query cache it goes with. */
const places = new Map<string, ListPlace>();

function keep(locationKey: string, change: Partial<ListPlace>): void {
  const place = { rows: [], anchor: null, ...places.get(locationKey), ...change };
  places.delete(locationKey);
  places.set(locationKey, place);
  if (places.size > MAX_PLACES) places.delete(places.keys().next().value as string);
}

/** The rows' measurements, so that going back lays the list out at its measured height at once. */
export function rememberRows(locationKey: string, rows: VirtualItem[]): void {
  keep(locationKey, { rows });
}

export function rememberAnchor(locationKey: string, anchor: ListAnchor): void {
  keep(locationKey, { anchor });
}

export function recallPlace(locationKey: string): ListPlace | undefined {
  return places.get(locationKey);
}
