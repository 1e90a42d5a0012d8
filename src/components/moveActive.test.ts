import { describe, expect, it } from 'vitest';
import { moveActive } from './moveActive';

describe('moveActive', () => {
  it('wraps the active choice around both ends', () => {
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 0, 1)).toBe(0);
  });
});
