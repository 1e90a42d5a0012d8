import type { VirtualItem } from '@tanstack/react-virtual';

const MAX_PLACES = 30;

/**
 * Row measurements per history entry, so that going back rebuilds the list at its measured
 * height and the router's scroll restoration lands on the same row. Kept in memory only,
 * like the query cache it goes with.
 */
const places = new Map<string, VirtualItem[]>();

export function rememberPlace(locationKey: string, rows: VirtualItem[]): void {
  places.delete(locationKey);
  places.set(locationKey, rows);
  if (places.size > MAX_PLACES) places.delete(places.keys().next().value as string);
}

export function recallPlace(locationKey: string): VirtualItem[] | undefined {
  return places.get(locationKey);
}
