import { describe, expect, it } from 'vitest';
import { placingStep, readerRowShift, scrollKeepingRows, type ListNow } from './listPlacing';

const anchor = { key: '0xc', offset: 40 };
const now = (change: Partial<ListNow>): ListNow => ({ start: 1500, scrollY: 1540, maxScrollY: 9000, drawnOff: 0, settled: true, ...change });

describe('placingStep', () => {
  it('scrolls so the anchored row sits as far above the window top as it did', () => {
    expect(placingStep(anchor, now({ scrollY: 0 }))).toEqual({ kind: 'scroll', to: 1540 });
    // Rows above it measured taller than before: its start moved, and the place with it.
    expect(placingStep(anchor, now({ start: 1760 }))).toEqual({ kind: 'scroll', to: 1800 });
  });

  it('stops at the bottom of a page too short to put the row there, and never scrolls above the top', () => {
    expect(placingStep(anchor, now({ scrollY: 0, maxScrollY: 1200 }))).toEqual({ kind: 'scroll', to: 1200 });
    expect(placingStep(anchor, now({ scrollY: 1200, maxScrollY: 1200 }))).toEqual({ kind: 'placed' });
    expect(placingStep({ key: '0xa', offset: -300 }, now({ start: 200, scrollY: 500 }))).toEqual({ kind: 'scroll', to: 0 });
  });

  it('is placed only once the row is drawn where the list puts it and the list has settled', () => {
    expect(placingStep(anchor, now({ drawnOff: null }))).toEqual({ kind: 'wait' });
    expect(placingStep(anchor, now({ drawnOff: 120 }))).toEqual({ kind: 'wait' });
    expect(placingStep(anchor, now({ settled: false }))).toEqual({ kind: 'wait' });
    expect(placingStep(anchor, now({}))).toEqual({ kind: 'placed' });
  });

  it('waits for a row still loading, and gives it up once the settled list does not hold it', () => {
    expect(placingStep(anchor, now({ start: null, settled: false }))).toEqual({ kind: 'wait' });
    expect(placingStep(anchor, now({ start: null }))).toEqual({ kind: 'lost' });
  });
});

describe('scrollKeepingRows', () => {
  it('moves the window with the list while the reader is in it, so its rows stay put', () => {
    expect(scrollKeepingRows(200, 252, 1800)).toBe(52);
    expect(scrollKeepingRows(252, 200, 1800)).toBe(-52);
  });

  it('lets a list the reader has not scrolled into move', () => {
    expect(scrollKeepingRows(200, 252, 0)).toBe(0);
    expect(scrollKeepingRows(200, 252, 200)).toBe(0);
  });
});

describe('readerRowShift', () => {
  const before = [
    { key: '0xa', start: 2200 },
    { key: '0xb', start: 2400 },
    { key: '0xc', start: 2550 },
  ];
  const now = (starts: Record<string, number>) => (key: string) => starts[key] ?? null;

  it("follows the reader's row when rows arrive or leave above it", () => {
    expect(readerRowShift(before, now({ '0xa': 2500, '0xb': 2700 }), 2240)).toBe(300);
    expect(readerRowShift(before, now({ '0xa': 1900 }), 2240)).toBe(-300);
    expect(readerRowShift(before, now({ '0xa': 2200 }), 2240)).toBe(0);
  });

  it('follows the first row below it that is left when the reader\'s own row is gone', () => {
    expect(readerRowShift(before, now({ '0xc': 2390 }), 2240)).toBe(-160);
  });

  it('stays when none of them is left, and at the top of the page', () => {
    expect(readerRowShift(before, now({}), 2240)).toBe(0);
    expect(readerRowShift(before, now({ '0xa': 2500 }), 0)).toBe(0);
  });
});
