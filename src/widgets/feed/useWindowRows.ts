import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { recallPlace, rememberPlace } from './placeMemory';
import { recallAnchor } from './scrollAnchor';

/** Room kept above a row scrolled into view: the sticky header. */
const STICKY_HEADER_PX = 72;
/** How close to the last loaded row the next page is asked for. */
const LOAD_AHEAD_ROWS = 4;

export interface WindowRowsOptions {
  count: number;
  estimateSize: number;
  keyOf(index: number): string;
  /** Asked for when the last rows come into view and `canLoadMore` holds. */
  loadMore(): void;
  canLoadMore: boolean;
}

/**
 * Rows of a list scrolled by the window, only those near the viewport in the DOM, measured as
 * they render. Asks for more when the last rows come into view, and remembers measurements
 * per history entry so going back restores the reader's place.
 */
export function useWindowRows<E extends HTMLElement>({ count, estimateSize, keyOf, loadMore, canLoadMore }: WindowRowsOptions) {
  const listRef = useRef<E | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const { key: locationKey } = useLocation();
  const [initialRows] = useState(() => recallPlace(locationKey));
  // Where the window will be once the screen is placed: the top of a new screen, or the reader's
  // place on one gone back to. Left to itself the list would start from wherever the previous
  // screen was scrolled, and keep scrolling back there as its rows grow.
  const [initialOffset] = useState(() => recallAnchor(locationKey)?.scrollY ?? 0);

  // The list starts below headers whose height changes as they load; rows are placed from there.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const margin = Math.round(list.getBoundingClientRect().top + window.scrollY);
    if (margin !== scrollMargin) setScrollMargin(margin);
  });

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    getItemKey: keyOf,
    overscan: 4,
    scrollMargin,
    scrollPaddingStart: STICKY_HEADER_PX,
    initialOffset,
    ...(initialRows ? { initialMeasurementsCache: initialRows } : {}),
  });

  const latest = useRef(virtualizer);
  latest.current = virtualizer;
  useEffect(() => () => rememberPlace(locationKey, latest.current.takeSnapshot()), [locationKey]);

  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.length > 0 ? rows[rows.length - 1]!.index : -1;
  const nearEnd = count === 0 || lastIndex >= count - LOAD_AHEAD_ROWS;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a longer list whose end is still in view loads the next page too
  useEffect(() => {
    if (nearEnd && canLoadMore) loadMore();
  }, [nearEnd, canLoadMore, loadMore, count]);

  return { listRef, virtualizer, rows, offset: scrollMargin };
}
