import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../log';
import { newTestDatabase, testDialect } from '../testing/testDatabase';
import { startLeadership, type LeaderLock, type Leadership } from './leadership';
import { postgresLeaderLock } from './postgresLeaderLock';
import { sqliteLeaderLock } from './sqliteLeaderLock';

const EVERY_MS = 50;
/** Long enough that a test process starved of the CPU for a moment (other runs share it) does not stop leading. */
const CONFIRM_WITHIN_MS = 5000;

/** Waits until `holds()` is true, for at most 5 s. */
async function until(holds: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`never came to pass: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'castline-leadership-'));
let location: string;
const contenders: Leadership[] = [];

beforeAll(async () => {
  location = await newTestDatabase(dir, 'leadership');
});
afterEach(async () => {
  await Promise.all(contenders.splice(0).map((c) => c.stop()));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A lock of this run's database for one more process. */
const lockOfAProcess = (): LeaderLock => (testDialect === 'postgres' ? postgresLeaderLock(location) : sqliteLeaderLock(location));

/** A contender that counts the times it was told to lead and to follow. */
async function contender(lock?: LeaderLock, confirmWithinMs = CONFIRM_WITHIN_MS) {
  const told = { lead: 0, follow: 0 };
  const leadership = await startLeadership(lock ?? lockOfAProcess(), {
    everyMs: EVERY_MS,
    confirmWithinMs,
    lead: () => void told.lead++,
    follow: async () => void told.follow++,
    log: silentLogger(),
  });
  contenders.push(leadership);
  return { leadership, told };
}

describe(`the leadership of processes on one database (${testDialect})`, () => {
  it('lets exactly one of two contenders lead, and the other once the leader lets go', async () => {
    const first = await contender();
    const secondLock = lockOfAProcess();
    let tries = 0;
    const second = await contender({ ...secondLock, hold: () => (tries++, secondLock.hold()) });
    expect(first.leadership.leading()).toBe(true);
    expect(second.leadership.leading()).toBe(false);
    // The second keeps trying and keeps being refused.
    await until(() => tries >= 3, 'the second trying three times');
    expect(second.told.lead).toBe(0);

    await first.leadership.stop();
    expect(first.told).toEqual({ lead: 1, follow: 1 });
    await until(() => second.leadership.leading(), 'the second leading');
    expect(second.told).toEqual({ lead: 1, follow: 0 });
  });
});

describe.runIf(testDialect === 'postgres')('the leadership on PostgreSQL', () => {
  it("stops the leader at once when its session ends, and another takes over", async () => {
    const first = await contender();
    const second = await contender();
    expect(first.leadership.leading()).toBe(true);
    const admin = new pg.Client({ connectionString: location });
    await admin.connect();
    // As the server does when the leader's process dies or its connection is cut.
    const { rowCount } = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`);
    await admin.end();
    expect(rowCount).toBe(1);
    await until(() => !first.leadership.leading(), 'the first stopping');
    expect(first.told.follow).toBe(1);
    await until(() => first.leadership.leading() !== second.leadership.leading(), 'one of them leading');
  });
});

describe.runIf(testDialect === 'sqlite')('the leadership on SQLite', () => {
  it('is taken by another process as soon as the process holding it is killed', async () => {
    // Another process takes the lock as a gateway would, and holds it until it is killed.
    const holder = spawn(process.execPath, ['-e', `const db = new (require('better-sqlite3'))(${JSON.stringify(`${location}-leader`)}, { timeout: 0 });
      db.exec('BEGIN EXCLUSIVE'); console.log('held'); setInterval(() => {}, 1000);`], { stdio: ['ignore', 'pipe', 'inherit'] });
    await once(holder.stdout!, 'data');
    const lock = lockOfAProcess();
    expect(await lock.hold()).toBe(false);
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    expect(await lock.hold()).toBe(true);
    await lock.release();
  });
});

// The watch on confirmations is the same whatever the lock: run once, on SQLite.
describe.runIf(testDialect === 'sqlite')('a leader whose lock is not confirmed', () => {
  it('stops a leader whose lock goes unconfirmed too long, and lets it lead again once confirmed', async () => {
    let answer: (held: boolean) => void = () => {};
    let stalled = false;
    const lock: LeaderLock = {
      hold: () => (stalled ? new Promise((resolve) => (answer = resolve)) : Promise.resolve(true)),
      onLost() {},
      release: async () => {},
    };
    const { leadership, told } = await contender(lock, 300);
    expect(leadership.leading()).toBe(true);
    stalled = true;
    await until(() => !leadership.leading(), 'the leader stopping');
    expect(told).toEqual({ lead: 1, follow: 1 });
    stalled = false;
    answer(true);
    await until(() => leadership.leading(), 'leading again');
    expect(told).toEqual({ lead: 2, follow: 1 });
  });
});
