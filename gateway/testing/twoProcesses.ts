import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { openDatabase, type Db } from '../store/database';
import { newTestDatabase } from './testDatabase';

/**
 * Test support: two connections to one new database, as two gateway processes would hold; closed, and
 * the folder of a SQLite file removed, when the test ends.
 */
export async function twoProcesses(): Promise<[Db, Db]> {
  const dir = mkdtempSync(join(tmpdir(), 'castline-db-'));
  const opened: Db[] = [];
  onTestFinished(async () => {
    for (const db of opened) await db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const location = await newTestDatabase(dir);
  opened.push(await openDatabase(location));
  opened.push(await openDatabase(location));
  return opened as [Db, Db];
}
