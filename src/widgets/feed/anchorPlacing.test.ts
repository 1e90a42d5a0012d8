import { expect, it } from 'vitest';
import { stillPlacing } from './anchorPlacing';

it('places an anchor until its item has stayed in place for a while, however late it is drawn', () => {
  const anchor = { key: 'c', top: 40, scrollY: 1519 };
  expect(stillPlacing(anchor, 5000, null)).toBe(true);
  expect(stillPlacing(anchor, 5000, 4000)).toBe(true);
  expect(stillPlacing(anchor, 5600, 4000)).toBe(false);
  expect(stillPlacing(anchor, 12_000, null)).toBe(false);
  expect(stillPlacing({ key: null, top: 0, scrollY: 300 }, 0, null)).toBe(false);
});

it('keeps placing while the item is still being moved back into place, as rows above it grow late, up to a limit', () => {
  const anchor = { key: 'c', top: 40, scrollY: 1519 };
  // First seen at 200 ms, moved again at 1,900 ms: 2,000 ms in is 100 ms after the last move.
  expect(stillPlacing(anchor, 2000, 1900)).toBe(true);
  expect(stillPlacing(anchor, 3500, 1900)).toBe(false);
  // A list that keeps moving it is left alone once ARRIVAL_MS and SETTLE_MS have passed.
  expect(stillPlacing(anchor, 11_400, 11_300)).toBe(true);
  expect(stillPlacing(anchor, 11_600, 11_500)).toBe(false);
});
