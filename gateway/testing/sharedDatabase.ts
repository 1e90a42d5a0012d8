import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { openDatabase, type Db, type OpenOptions } from '../store/database';
import { newTestDatabase } from './testDatabase';

/**
 * Test support: a new database, and `open` to connect to it as another gateway process would (or as a
 * process of an older version would, with `schemaUpTo`). Every connection is closed, and the folder of a
 * SQLite file removed, when the test ends.
 */
export async function newSharedDatabase(): Promise<(options?: OpenOptions) => Promise<Db>> {
  const dir = mkdtempSync(join(tmpdir(), 'castline-db-'));
  const opened: Db[] = [];
  onTestFinished(async () => {
    for (const db of opened) await db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const location = await newTestDatabase(dir);
  return async (options) => {
    const db = await openDatabase(location, options);
    opened.push(db);
    return db;
  };
}

/** Two connections to one new database, as two gateway processes would hold. */
export async function twoProcesses(): Promise<[Db, Db]> {
  const open = await newSharedDatabase();
  return [await open(), await open()];
}
