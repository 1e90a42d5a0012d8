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

/**
 * How far to scroll when the rows above the reader's row changed (fresh answers replacing kept ones, a
 * list read again) and moved that row from `before` to `after` in the page: by as much, so that it stays
 * where the reader has it; not at all when either is unknown (the row is new, or gone) or the reader is
 * at the top of the page, where what arrives first is what they should see.
 */
export function readerRowShift(before: number | null, after: number | null, scrollY: number): number {
  return before === null || after === null || scrollY <= 0 ? 0 : after - before;
}
