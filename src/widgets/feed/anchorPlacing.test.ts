import { expect, it } from 'vitest';
import { stillPlacing } from './anchorPlacing';

it('places an anchor until its item has been on the page for a while, however late it is drawn', () => {
  const anchor = { key: 'c', top: 40, scrollY: 1519 };
  expect(stillPlacing(anchor, 5000, null)).toBe(true);
  expect(stillPlacing(anchor, 5000, 4000)).toBe(true);
  expect(stillPlacing(anchor, 5600, 4000)).toBe(false);
  expect(stillPlacing(anchor, 12_000, null)).toBe(false);
  expect(stillPlacing({ key: null, top: 0, scrollY: 300 }, 0, null)).toBe(false);
});
