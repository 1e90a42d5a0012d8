import { describe, expect, it } from 'vitest';
import { median, percentile } from './benchStats';

describe("the benchmarks' statistics", () => {
  it('takes the median of an odd count as its middle value, of an even count as the mean of the middle two', () => {
    expect(median([97, 91, 95])).toBe(95);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('takes the 75th percentile by the nearest rank', () => {
    const tries = [40, 10, 30, 20, 80, 60, 50, 70];
    expect(percentile(tries, 0.75)).toBe(60);
    expect(percentile([12], 0.75)).toBe(12);
    expect(percentile([10, 20, 30, 40], 0.75)).toBe(30);
  });
});
