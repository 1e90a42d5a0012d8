import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigationType, type NavigationType } from 'react-router-dom';
import type { VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import { placingStep, readerRowShift, type RowPlace } from './listPlacing';
import { recallPlace, rememberAnchor, rememberRows, type ListAnchor } from './placeMemory';

/** The reader's own moves, which end placing: a scroll, a key, or a press (a page moving under a press would send its click elsewhere). */
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The reader's row and the rows below it whose places are followed, for when the reader's own row is gone. */
const FOLLOWED_ROWS = 8;

/** A list on one history entry: the rows measured there before, and the anchor still to put back (null once placed). */
interface ListArrival {
  locationKey: string;
  rows: VirtualItem[] | undefined;
  anchor: ListAnchor | null;
}

function arrivalAt(locationKey: string, navigationType: NavigationType): ListArrival {
  const kept = recallPlace(locationKey);
  // Only going back or forward returns to a place; a screen opened anew starts at its top.
  return { locationKey, rows: kept?.rows, anchor: navigationType === 'POP' ? (kept?.anchor ?? null) : null };
}

/** What a list has to put back on the history entry it is on, followed as the entry changes under a list that stays. */
export function useListArrival(): [ListArrival, (placed: ListArrival) => void] {
  const { key: locationKey } = useLocation();
  const navigationType = useNavigationType();
  const [arrival, setArrival] = useState(() => arrivalAt(locationKey, navigationType));
  if (arrival.locationKey !== locationKey) {
    const next = arrivalAt(locationKey, navigationType);
    setArrival(next);
    return [next, setArrival];
  }
  return [arrival, setArrival];
}

/**
 * Where the window is when the list is first laid out: the anchored row's place by the measurements
 * kept, or the top, where a new screen starts (a list that believed the window still where the last
 * screen left it would scroll back there as its rows measure themselves).
 */
export function firstOffset({ rows, anchor }: ListArrival): number {
  const row = anchor ? rows?.find((r) => r.key === anchor.key) : undefined;
  return row && anchor ? row.start + anchor.offset : 0;
}

interface ListPlaceOptions {
  arrival: ListArrival;
  setArrival(placed: ListArrival): void;
  listRef: RefObject<HTMLElement | null>;
  virtualizer: Virtualizer<Window, Element>;
  count: number;
  keyOf(index: number): string;
  /** The list holds what it will hold for now: placing ends only then. */
  settled: boolean;
}

/**
 * The one keeper of a list's place on a history entry. Going back to the entry puts the row the
 * reader had at the top of the window back at the same height, by its key (rows above it may have
 * been measured again, or arrived), frame after frame until it is drawn there and the list has
 * settled, or until the reader moves; the list is then placed (its arrival has no anchor left).
 * Once placed, it remembers the reader's row as they scroll.
 */
export function useListPlace({ arrival, setArrival, listRef, virtualizer, count, keyOf, settled }: ListPlaceOptions): void {
  const latest = useRef({ virtualizer, count, keyOf, settled });
  latest.current = { virtualizer, count, keyOf, settled };

  useLayoutEffect(() => {
    const { anchor } = arrival;
    if (!anchor) return;
    let frame = 0;
    const placed = () => setArrival({ ...arrival, anchor: null });
    const step = () => {
      const { virtualizer: v, count: n, keyOf: k, settled: s } = latest.current;
      let index = 0;
      while (index < n && k(index) !== anchor.key) index++;
      const start = index < n ? (v.measurementsCache[index]?.start ?? null) : null;
      const drawn = start === null ? null : listRef.current?.querySelector(`:scope > [data-index="${index}"]`);
      const next = placingStep(anchor, {
        start,
        scrollY: window.scrollY,
        maxScrollY: document.documentElement.scrollHeight - window.innerHeight,
        drawnOff: drawn && start !== null ? drawn.getBoundingClientRect().top + window.scrollY - start : null,
        settled: s,
      });
      if (next.kind === 'placed' || next.kind === 'lost') {
        if (next.kind === 'lost') v.scrollToOffset(0);
        placed();
        return;
      }
      if (next.kind === 'scroll') v.scrollToOffset(next.to);
      frame = requestAnimationFrame(step);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      placed();
    };
    for (const move of READER_MOVES) window.addEventListener(move, stop, { passive: true, once: true });
    // From the next frame: by then the list has rendered with its measured top (the window is already
    // near the place, by the measurements kept: `firstOffset`).
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      for (const move of READER_MOVES) window.removeEventListener(move, stop);
    };
  }, [arrival, setArrival, listRef]);

  useLayoutEffect(() => {
    if (arrival.anchor) return;
    const remember = () => {
      const row = virtualizer.getVirtualItemForOffset(window.scrollY);
      if (row) rememberAnchor(arrival.locationKey, { key: String(row.key), offset: window.scrollY - row.start });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [arrival, virtualizer]);

  // Rows that arrive or leave above the reader's row (fresh answers replacing the kept ones, a list read
  // again) leave that row where the reader has it. The reader's row and those below it are followed after
  // each render; the window moves with them only when the list's rows changed, its first row or length
  // or the reader's row's index (the virtualizer itself keeps rows in place as rows above are measured).
  const readerRows = useRef({ rows: '', index: 0, places: [] as RowPlace[] });
  useLayoutEffect(() => {
    const before = readerRows.current;
    const rows = `${count}:${count > 0 ? keyOf(0) : ''}`;
    const key = arrival.anchor ? null : (recallPlace(arrival.locationKey)?.anchor?.key ?? null);
    // Where it was at the last render, most often; else looked for.
    let index = before.index < count && key !== null && keyOf(before.index) === key ? before.index : 0;
    while (key !== null && index < count && keyOf(index) !== key) index++;
    const places: RowPlace[] = [];
    for (let i = index; key !== null && i < Math.min(count, index + FOLLOWED_ROWS); i++) {
      const start = virtualizer.measurementsCache[i]?.start;
      if (start !== undefined) places.push({ key: keyOf(i), start });
    }
    readerRows.current = { rows, index, places };
    if (before.rows === rows && before.index === index) return;
    const indexOf = new Map(Array.from({ length: count }, (_, i) => [keyOf(i), i]));
    const startNow = (k: string) => {
      const i = indexOf.get(k);
      return i === undefined ? null : (virtualizer.measurementsCache[i]?.start ?? null);
    };
    const shift = readerRowShift(before.places, startNow, window.scrollY);
    if (shift !== 0) window.scrollBy(0, shift);
  });

  useEffect(() => () => rememberRows(arrival.locationKey, latest.current.virtualizer.takeSnapshot()), [arrival.locationKey]);
}
