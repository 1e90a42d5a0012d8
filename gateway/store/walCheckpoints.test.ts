import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { testDialect } from '../testing/testDatabase';
import { openDatabase, type Db, type OpenOptions } from './database';
import { checkpointOnThread } from './walCheckpoints';

const dirs: string[] = [];
const opened: Db[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function untilTrue(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

async function fillerDatabase(options: OpenOptions = {}): Promise<{ db: Db; path: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'castline-wal-'));
  dirs.push(dir);
  const path = join(dir, 'gateway.sqlite');
  const db = await openDatabase(path, options);
  opened.push(db);
  await db.bookkeep(sql`CREATE TABLE filler (bytes BLOB NOT NULL)`);
  return { db, path };
}

/** About 1 MB in one write transaction. */
const writeMegabyte = (db: Db, round: number) =>
  db.transaction(async () => {
    for (let i = 0; i < 100; i++) await db.bookkeep(sql`INSERT INTO filler (bytes) VALUES (${Buffer.alloc(10_000, round + i)})`);
  });

describe.skipIf(testDialect !== 'sqlite')('the write-ahead log of a SQLite file', () => {
  it('is copied into the database file by a thread, not by the commits of the connection', async () => {
    const { db, path } = await fillerDatabase();
    const sizeBefore = statSync(path).size;
    // About 3 MB: below SQLite's own automatic checkpoint (1,000 pages), so only the thread copies it.
    for (let round = 0; round < 3; round++) await writeMegabyte(db, round);
    expect(await untilTrue(() => statSync(path).size >= sizeBefore + 3_000_000, 5_000)).toBe(true);
    expect(await db.first(sql<{ n: number }>`SELECT count(*) AS n FROM filler`)).toEqual({ n: 300 });
  });

  it('is started again under steady writes, between two write groups, so it stops growing', async () => {
    const { db, path } = await fillerDatabase();
    // 96 MB written one transaction after another, a megabyte every 10 ms or so: a thread that only copied
    // would never catch up with the writer, and the log would hold all of it. Started again (past 16 MB,
    // later when the machine is busy and the thread waits for a core), it stays well below that.
    for (let round = 0; round < 96; round++) {
      await writeMegabyte(db, round);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(statSync(`${path}-wal`).size).toBeLessThan(64_000_000);
    expect(await db.first(sql<{ n: number }>`SELECT count(*) AS n FROM filler`)).toEqual({ n: 9600 });
  });

  it('is left to the commits when other processes write the same file, as SQLite does by default', async () => {
    const { db, path } = await fillerDatabase({ sharedFile: true });
    // 20 MB: a commit past 1,000 pages of log copies it into the file, and the next write starts the log
    // again, so the log never holds much more than 4 MB (the thread would let it reach 16 MB).
    for (let round = 0; round < 20; round++) await writeMegabyte(db, round);
    expect(statSync(`${path}-wal`).size).toBeLessThan(8_000_000);
    expect(statSync(path).size).toBeGreaterThan(16_000_000);
  });

  it('reports a thread that fails (a file it cannot open), so the connection checkpoints by itself again', async () => {
    const failures: Error[] = [];
    checkpointOnThread(join(tmpdir(), 'castline-missing', 'gateway.sqlite'), (error) => failures.push(error));
    expect(await untilTrue(() => failures.length > 0, 5_000)).toBe(true);
    expect(failures[0]!.message).toMatch(/unable to open|directory does not exist/);
  });

  it('once stopped, reports nothing, though it never opened the file', async () => {
    const failures: Error[] = [];
    const checkpoints = checkpointOnThread(join(tmpdir(), 'castline-missing', 'gateway.sqlite'), (error) => failures.push(error));
    checkpoints.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(failures).toEqual([]);
  });

  it('keeps no process alive: one that leaves its file watched ends when its work is done', () => {
    const dir = mkdtempSync(join(tmpdir(), 'castline-wal-'));
    dirs.push(dir);
    const script = join(dir, 'watch.ts');
    const module = fileURLToPath(new URL('./walCheckpoints.ts', import.meta.url));
    writeFileSync(script, `import { checkpointOnThread } from ${JSON.stringify(module)};\ncheckpointOnThread(${JSON.stringify(join(dir, 'gateway.sqlite'))}, () => {});\n`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { timeout: 15_000 });
    expect(run.signal, 'still running after 15 s').toBeNull();
    expect(run.status).toBe(0);
  });
});
