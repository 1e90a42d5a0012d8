import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../store/database';
import { newTestDatabase, testDialect } from '../testing/testDatabase';
import { startTestGateway, type TestGateway } from '../testing/testGateway';

describe('the demo network', () => {
  let gw: TestGateway;
  let seededAt: number;
  let db: string;
  beforeAll(async () => {
    // Seeded here rather than copied from the run's template, which is as old as the run.
    db = await newTestDatabase();
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

  it.runIf(testDialect === 'postgres')('leaves PostgreSQL statistics of what it seeded, for the first reads to be planned by', async () => {
    const database = await openDatabase(db);
    try {
      const counted = await database.all(sql<{ relname: string; reltuples: number }>`SELECT relname, reltuples FROM pg_class WHERE relname IN ('casts', 'reactions', 'links')`);
      expect(counted).toHaveLength(3);
      // A table never analysed counts -1 rows.
      for (const { reltuples } of counted) expect(reltuples).toBeGreaterThan(1000);
    } finally {
      await database.close();
    }
  });
});
