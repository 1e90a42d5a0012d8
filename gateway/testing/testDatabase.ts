import { copyFileSync } from 'node:fs';
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
 * `<dir>/<name>.sqlite` (in memory without `dir`). Empty, or with `demo` a copy of the database the run
 * seeded with the demo data (without its token secret; `demoTemplate.ts`); an in-memory SQLite database
 * stays empty, and the gateway seeds it itself. With `migrated`, for a database that is opened with the
 * current schema anyway, a PostgreSQL database is a copy of one the run migrated (SQLite migrates in a
 * few milliseconds).
 */
export async function newTestDatabase(dir?: string, name = 'gateway', { demo = false, migrated = false } = {}): Promise<string> {
  if (testDialect === 'postgres') {
    const admin = process.env.CASTLINE_TEST_POSTGRES;
    if (!admin) throw new Error('CASTLINE_TEST_DIALECT=postgres needs the server that gateway/testing/postgresGlobalSetup.ts starts');
    const template = demo ? process.env.CASTLINE_TEST_POSTGRES_DEMO : migrated ? process.env.CASTLINE_TEST_POSTGRES_MIGRATED : undefined;
    return createDatabaseAt(admin, 'castline', template);
  }
  if (!dir) return ':memory:';
  const path = join(dir, `${name}.sqlite`);
  const template = process.env.CASTLINE_TEST_SQLITE_DEMO;
  if (demo && template) copyFileSync(template, path);
  return path;
}
