import { describe, expect, it } from 'vitest';
import { correction, findAnchor } from './scrollAnchor';

const row = (key: string, top: number, height = 100) =>
  ({ getAttribute: () => key, getBoundingClientRect: () => ({ top, bottom: top + height }) }) as unknown as Element;

describe('scroll anchors', () => {
  it('anchors on the first row still showing below the top bar', () => {
    const rows = [row('a', -250), row('b', -150), row('c', -50), row('d', 50)];
    expect(findAnchor(rows, 1519, 60)).toEqual({ key: 'd', top: 50, scrollY: 1519 });
    expect(findAnchor(rows, 1519, 0)).toEqual({ key: 'c', top: -50, scrollY: 1519 });
  });

  it('has no key on a screen without rows', () => {
    expect(findAnchor([], 300, 0)).toEqual({ key: null, top: 0, scrollY: 300 });
  });

  it('says how far the anchored row has moved, or null while it is not on the page', () => {
    const anchor = { key: 'c', top: 40, scrollY: 1519 };
    expect(correction(anchor, [row('b', -400), row('c', 240)])).toBe(200);
    expect(correction(anchor, [row('b', -400)])).toBeNull();
    expect(correction({ key: null, top: 0, scrollY: 0 }, [row('b', 0)])).toBeNull();
  });
});
