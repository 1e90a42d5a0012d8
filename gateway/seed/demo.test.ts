import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTestDatabase } from '../testing/testDatabase';
import { startTestGateway, type TestGateway } from '../testing/testGateway';

describe('the demo network', () => {
  let gw: TestGateway;
  let seededAt: number;
  beforeAll(async () => {
    // Seeded here rather than copied from the run's template, which is as old as the run.
    const db = await newTestDatabase();
    seededAt = Date.now();
    gw = await startTestGateway({ db, seed: 'demo' });
  });
  afterAll(() => gw.dispose());

  it('is dated to the day it is seeded: its newest cast is minutes old', async () => {
    const newest = ((await (await gw.get('/farcaster/v2/casts?limit=1')).json()) as { result: { casts: { timestamp: string }[] } }).result.casts[0]!;
    const age = seededAt - Date.parse(newest.timestamp);
    expect(age).toBeGreaterThan(0);
    expect(age).toBeLessThan(15 * 60_000);
  });
});
