import { describe, expect, it } from 'vitest';
import type { Shape } from './imageUrl';
import { pictureRows, rowMaxWidthRem } from './pictureRows';

const square: Shape = { width: 500, height: 500 };
const wide: Shape = { width: 1600, height: 400 };
const tall: Shape = { width: 300, height: 900 };
const photo: Shape = { width: 1200, height: 800 };

describe('pictureRows', () => {
  it('keeps pictures that fit side by side in one row', () => {
    expect(pictureRows([])).toEqual([]);
    expect(pictureRows([wide])).toEqual([[0]]);
    expect(pictureRows([photo, tall])).toEqual([[0, 1]]);
    expect(pictureRows([square, square, square])).toEqual([[0, 1, 2]]);
  });

  it('shares more out in rows as even as they can be', () => {
    expect(pictureRows([square, square, square, square])).toEqual([[0, 1], [2, 3]]);
    expect(pictureRows([square, square, square, square, square])).toEqual([[0, 1], [2, 3, 4]]);
  });

  it('gives a picture a row of its own when sharing one would make the row too small to make out', () => {
    expect(pictureRows([wide, tall, square])).toEqual([[0], [1, 2]]);
    expect(pictureRows([square, wide])).toEqual([[0], [1]]);
    expect(pictureRows([wide, wide])).toEqual([[0], [1]]);
  });
});

describe('rowMaxWidthRem', () => {
  it('is as wide as the row’s pictures side by side at the greatest height, gaps included', () => {
    expect(rowMaxWidthRem([{ width: 400, height: 1000 }], 32, 0.25)).toBeCloseTo(12.8);
    // A 4:1, a 1:3 and a square at 10 rem tall: 40 + 3.333 + 10, and two gaps.
    expect(rowMaxWidthRem([wide, tall, square], 10, 0.25)).toBeCloseTo(53.833);
  });
});
