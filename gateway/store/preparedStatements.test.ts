import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { newTestDatabase, testDialect } from '../testing/testDatabase';
import { prepareStatements } from './preparedStatements';

const pools: pg.Pool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.end();
});

async function connection(url: string): Promise<pg.PoolClient> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('connect', prepareStatements);
  pools.push(pool);
  return pool.connect();
}

describe.skipIf(testDialect !== 'postgres')('a PostgreSQL connection that prepares its statements', () => {
  it('prepares each text once and runs it again by name', async () => {
    const client = await connection(await newTestDatabase());
    const text = 'SELECT $1::int + 1 AS n';
    expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
    expect((await client.query(text, [41])).rows).toEqual([{ n: 42 }]);
    const prepared = await client.query(`SELECT statement FROM pg_prepared_statements WHERE statement = $1`, [text]);
    expect(prepared.rowCount).toBe(1);
    client.release();
  });

  it('sends a text without parameters as it is, so several statements travel together, answered by the last', async () => {
    const client = await connection(await newTestDatabase());
    await client.query('CREATE TABLE t (id int PRIMARY KEY)', []);
    expect((await client.query('INSERT INTO t VALUES (1); SELECT count(*)::int AS n FROM t', [])).rows).toEqual([{ n: 1 }]);
    expect((await client.query('SELECT count(*)::int AS n FROM pg_prepared_statements', [])).rows).toEqual([{ n: 0 }]);
    client.release();
  });

  it('prepares every text again once a table it read changed shape', async () => {
    const url = await newTestDatabase();
    const client = await connection(url);
    const migrator = await connection(url);
    await migrator.query('CREATE TABLE t (id int PRIMARY KEY)', []);
    await migrator.query('INSERT INTO t VALUES (1)', []);
    const read = 'SELECT * FROM t WHERE id = $1';
    expect((await client.query(read, [1])).rows).toEqual([{ id: 1 }]);
    await migrator.query('ALTER TABLE t ADD COLUMN note text', []);
    const outdated = await client.query(read, [1]).catch((error: { code?: string }) => error);
    expect((outdated as { code?: string }).code).toBe('0A000');
    expect((await client.query(read, [1])).rows).toEqual([{ id: 1, note: null }]);
    client.release();
    migrator.release();
  });
});
