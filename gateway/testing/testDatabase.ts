import { join } from 'node:path';
import type { Dialect } from '../store/database';
import { createDatabaseAt } from './postgresServer';

/**
 * The database tests run on. The gateway's unit tests run twice (vitest.config.ts): on SQLite, and in
 * the `postgres` project (CASTLINE_TEST_DIALECT=postgres) on a new database of the PostgreSQL server
 * that `postgresGlobalSetup.ts` started for the run (its admin URL in CASTLINE_TEST_POSTGRES).
 */
export const testDialect: Dialect = process.env.CASTLINE_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A new database: on PostgreSQL a new database of the test server, else the SQLite file
 * `<dir>/<name>.sqlite` (in memory without `dir`). Empty, or on PostgreSQL with `demo` a copy of a
 * database the run seeded with the demo data (without its token secret); on SQLite `demo` changes
 * nothing, and the gateway seeds the empty file itself.
 */
export async function newTestDatabase(dir?: string, name = 'gateway', { demo = false } = {}): Promise<string> {
  if (testDialect === 'postgres') {
    const admin = process.env.CASTLINE_TEST_POSTGRES;
    if (!admin) throw new Error('CASTLINE_TEST_DIALECT=postgres needs the server that gateway/testing/postgresGlobalSetup.ts starts');
    return createDatabaseAt(admin, 'castline', demo ? process.env.CASTLINE_TEST_POSTGRES_DEMO : undefined);
  }
  return dir ? join(dir, `${name}.sqlite`) : ':memory:';
}

