import type { ListAnchor } from './placeMemory';

/** What a list gone back to does next to put its anchored row back where the reader left it. */
type PlacingStep = { kind: 'scroll'; to: number } | { kind: 'wait' } | { kind: 'placed' } | { kind: 'lost' };

export interface ListNow {
  /** The anchored row's start in the page, or null when the list no longer holds it. */
  start: number | null;
  scrollY: number;
  maxScrollY: number;
  /** How far the anchored row's element is from where the list puts it, or null while it is not drawn. */
  drawnOff: number | null;
  /** The list holds all it will hold for now: nothing loading, nothing still being laid out. */
  settled: boolean;
}

/**
 * One step of placing `anchor`: scroll to the anchored row's place (as near as the page's height
 * allows), wait while its row is not yet drawn there or the list is still loading, and report it
 * placed once both hold, or lost once the settled list no longer has it.
 */
export function placingStep(anchor: ListAnchor, now: ListNow): PlacingStep {
  if (now.start === null) return now.settled ? { kind: 'lost' } : { kind: 'wait' };
  const target = Math.max(0, Math.min(now.start + anchor.offset, now.maxScrollY));
  if (Math.abs(now.scrollY - target) >= 1) return { kind: 'scroll', to: target };
  if (now.drawnOff === null || Math.abs(now.drawnOff) >= 1) return { kind: 'wait' };
  return now.settled ? { kind: 'placed' } : { kind: 'wait' };
}

/**
 * How far to scroll when the list's top moved from `before` to `after` in the page: by as much, while
 * the reader is in the list (the window's top below the list's), so that its rows stay where they are.
 */
export function scrollKeepingRows(before: number, after: number, scrollY: number): number {
  return scrollY > before ? after - before : 0;
}

/** A row where the list had it at its last render: its key and its start in the page. */
export interface RowPlace {
  key: string;
  start: number;
}

/**
 * How far to scroll when the list's rows changed (fresh answers replacing kept ones, a list read again):
 * by as much as the first of `before` (the reader's row, then the rows below it) that the list still
 * holds has moved (`startNow`, null for a row it no longer holds: a reply folded anew changes its
 * parent's row), so that the reader's place stays where it is on the screen; not at all when none is
 * left, or when the reader is at the top of the page, where what arrives first is what they should see.
 */
export function readerRowShift(before: readonly RowPlace[], startNow: (key: string) => number | null, scrollY: number): number {
  if (scrollY <= 0) return 0;
  for (const row of before) {
    const now = startNow(row.key);
    if (now !== null) return now - row.start;
  }
  return 0;
}
