import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { seedDemoTemplate } from './demoTemplate';

/**
 * Vitest global set-up of the `sqlite` test project: the demo data seeded once, which test gateways copy
 * (`demoTemplate.ts`). The copy is one self-contained file, written by `VACUUM INTO` with nothing left in
 * a write-ahead log beside it.
 */
export default async function setup(): Promise<() => void> {
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
