import { describe, expect, it } from 'vitest';
import { uploadAllowance } from './uploadAllowance';

describe('uploads per account per minute', () => {
  it('lets the allowance through, refuses the next with the seconds until a place frees up, and counts accounts apart', () => {
    const allowance = uploadAllowance(3);
    expect([0, 1000, 2000].map((t) => allowance.take('a', t))).toEqual([0, 0, 0]);
    expect(allowance.take('a', 30_000)).toBe(30);
    expect(allowance.take('b', 30_000)).toBe(0);
    expect(allowance.take('a', 59_999)).toBe(1);
    expect(allowance.take('a', 60_000)).toBe(0);
    expect(allowance.take('a', 60_500)).toBe(1);
  });
});
