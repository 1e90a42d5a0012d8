import { describe, expect, it } from 'vitest';
import { generatedAvatar } from './generatedAvatar';

describe('generatedAvatar', () => {
  it('gives the same picture for the same seed and different ones for different seeds', () => {
    expect(generatedAvatar('42')).toEqual(generatedAvatar('42'));
    const seen = new Set(['1', '2', '3', '4', '5', '6', '7', '8'].map((fid) => JSON.stringify(generatedAvatar(fid))));
    expect(seen.size).toBe(8);
  });

  it('is mirrored left to right inside a 5×5 grid', () => {
    const { cells } = generatedAvatar('0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc');
    const set = new Set(cells.map(([c, r]) => `${c},${r}`));
    for (const [column, row] of cells) {
      expect(column).toBeGreaterThanOrEqual(0);
      expect(row).toBeLessThan(5);
      expect(set.has(`${4 - column},${row}`)).toBe(true);
    }
  });
});
