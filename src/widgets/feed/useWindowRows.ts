import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { scrollKeepingRows } from './listPlacing';
import { firstOffset, useListArrival, useListPlace } from './useListPlace';

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
  /** The rows are all the list holds for now: nothing loading or still being laid out. */
  settled: boolean;
}

/**
 * Rows of a list scrolled by the window, only those near the viewport in the DOM, measured as
 * they render. Asks for more when the last rows come into view, and keeps the reader's place:
 * going back puts their row where it was (`placed` once it is), and what grows or shrinks above
 * the list while they read in it does not move its rows.
 */
export function useWindowRows<E extends HTMLElement>({ count, estimateSize, keyOf, loadMore, canLoadMore, settled }: WindowRowsOptions) {
  const listRef = useRef<E | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [arrival, setArrival] = useListArrival();
  // The virtualizer reads these once, as it starts.
  const [first] = useState(() => ({ rows: arrival.rows, offset: firstOffset(arrival) }));

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    getItemKey: keyOf,
    overscan: 4,
    scrollMargin,
    scrollPaddingStart: STICKY_HEADER_PX,
    initialOffset: first.offset,
    ...(first.rows ? { initialMeasurementsCache: first.rows } : {}),
  });
  const placed = arrival.anchor === null;

  // The list starts below headers whose height changes as they load; rows are placed from there. Once
  // the list is placed, a change above it while the reader is in it moves the window along, so that
  // its rows stay put (going back, placing the anchored row takes care of it).
  const measured = useRef<number | null>(null);
  const keeping = useRef(placed);
  keeping.current = placed;
  const measureMargin = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const margin = Math.round(list.getBoundingClientRect().top + window.scrollY);
    if (measured.current !== null && keeping.current) window.scrollBy(0, scrollKeepingRows(measured.current, margin, window.scrollY));
    measured.current = margin;
    setScrollMargin(margin);
  }, []);
  useLayoutEffect(measureMargin);
  // What changes above the list need not render it again: the page's height changes with it.
  useLayoutEffect(() => {
    const resized = new ResizeObserver(measureMargin);
    resized.observe(document.body);
    return () => resized.disconnect();
  }, [measureMargin]);

  useListPlace({ arrival, setArrival, listRef, virtualizer, count, keyOf, settled });

  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.length > 0 ? rows[rows.length - 1]!.index : -1;
  const nearEnd = count === 0 || lastIndex >= count - LOAD_AHEAD_ROWS;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a longer list whose end is still in view loads the next page too
  useEffect(() => {
    if (nearEnd && canLoadMore) loadMore();
  }, [nearEnd, canLoadMore, loadMore, count]);

  return { listRef, virtualizer, rows, offset: scrollMargin, placed };
}
