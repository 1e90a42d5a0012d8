import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { prepareDatabase } from '../server';
import { openDatabase } from '../store/database';

/**
 * Seeds the demo data into the database at `location`, for test gateways to copy instead of seeding
 * their own (a copy takes a fraction of a second, the seed about a second of CPU). Its token secret is
 * removed, so every copy makes its own and no two test gateways accept each other's tokens.
 */
export async function seedDemoTemplate(location: string): Promise<void> {
  await prepareDatabase({ db: location, seed: 'demo', quiet: true });
  const db = await openDatabase(location);
  await db.bookkeep(sql`DELETE FROM meta WHERE key = 'token_secret'`);
  await db.close();
}

/**
 * A SQLite file of the demo data for a test run, in CASTLINE_TEST_SQLITE_DEMO, which `newTestDatabase`
 * copies (testDatabase.ts); answers what removes it. The file is self-contained, written by `VACUUM INTO`
 * with nothing left in a write-ahead log beside it.
 */
export async function seedSqliteDemoTemplate(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'castline-demo-'));
  const seeded = join(dir, 'seeded.sqlite');
  const template = join(dir, 'demo.sqlite');
  await seedDemoTemplate(seeded);
  const db = new Sqlite(seeded);
  db.prepare('VACUUM INTO ?').run(template);
  db.close();
  process.env.CASTLINE_TEST_SQLITE_DEMO = template;
  return () => rmSync(dir, { recursive: true, force: true });
}
