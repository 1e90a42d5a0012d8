import { describe, expect, it } from 'vitest';
import { crashRun } from './crashRun';

describe('kill -9 during writes', () => {
  it('keeps every acknowledged write after a crash, reopened on the same database', async () => {
    const result = await crashRun({ rounds: 1, writers: 4, writesPerRound: 100 });
    expect(result.acknowledged).toBeGreaterThanOrEqual(100);
    expect(result.missing).toEqual([]);
    expect(result.found).toBe(result.acknowledged);
    // The kill landed on requests in flight.
    expect(result.cut).toBeGreaterThan(0);
  }, 60_000);
});
