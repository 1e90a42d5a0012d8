import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialect } from '../testing/testDatabase';
import { newSharedDatabase, twoProcesses } from '../testing/sharedDatabase';
import { isConstraintViolation, isEmpty, tokenSecret, type Db } from './database';

const put = (key: string, value: string) => sql`INSERT INTO meta (key, value) VALUES (${key}, ${value})`;
const read = (key: string) => sql<{ value: string }>`SELECT value FROM meta WHERE key = ${key}`;

/** Starts a write transaction in `db` and answers once it holds the write lock; `release` lets it commit. */
async function holdWriteLock(db: Db): Promise<{ theirWrite: Promise<void>; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const lockHeld = new Promise<void>((resolve) => (locked = resolve));
  const theirWrite = db.transaction(async () => {
    await db.write(put('theirs', '1'));
    locked();
    await held;
  });
  await lockHeld;
  return { theirWrite, release };
}

describe(`the database (${testDialect})`, () => {
  it('opens migrated and empty, and a second opening of the same database changes nothing', async () => {
    const [mine, theirs] = await twoProcesses();
    expect(await isEmpty(mine)).toBe(true);
    expect(mine.dialect).toBe(testDialect);
    expect(Buffer.from(await tokenSecret(mine))).toEqual(Buffer.from(await tokenSecret(theirs)));
    expect((await tokenSecret(mine)).length).toBe(32);
  });

  it('notices commits of another process, once each, and never its own', async () => {
    const [mine, theirs] = await twoProcesses();
    let forgotten = 0;
    const check = () => mine.checkOtherProcesses(() => forgotten++);
    expect(await check()).toBe(0);
    await mine.write(put('mine', '1'));
    expect(await check()).toBe(0);
    await theirs.write(put('theirs', '1'));
    expect(await check()).toBe(1);
    expect(await check()).toBe(1);
    await theirs.transaction(async () => {
      await theirs.write(sql`UPDATE meta SET value = '2' WHERE key = 'theirs'`);
      await theirs.write(sql`UPDATE meta SET value = '3' WHERE key = 'theirs'`);
    });
    expect(await check()).toBe(2);
    await mine.transaction(() => mine.write(sql`UPDATE meta SET value = '2' WHERE key = 'mine'`));
    expect(await check()).toBe(2);
    expect(forgotten).toBe(2);
  });

  it('rolls a failed transaction back whole, and counts only what was committed', async () => {
    const [mine, theirs] = await twoProcesses();
    await theirs.checkOtherProcesses(() => {});
    const before = mine.ownWrites();
    await expect(
      mine.transaction(async () => {
        await mine.write(put('x', '1'));
        expect(mine.inTransaction()).toBe(true);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await mine.first(read('x'))).toBeUndefined();
    expect(mine.ownWrites()).toBe(before);
    expect(await theirs.checkOtherProcesses(() => {})).toBe(0);
    await mine.transaction(async () => {
      await mine.write(put('y', '1'));
      await mine.write(put('z', '1'));
    });
    expect(mine.ownWrites()).toBe(before + 1);
    expect((await theirs.first(read('z')))?.value).toBe('1');
  });

  it('runs what waits for a commit after the commit, and at once outside a transaction', async () => {
    const [mine] = await twoProcesses();
    const seen: string[] = [];
    mine.afterCommit(() => seen.push('now'));
    await mine.transaction(async () => {
      await mine.write(put('a', '1'));
      mine.afterCommit(() => seen.push('committed'));
      expect(seen).toEqual(['now']);
    });
    expect(seen).toEqual(['now', 'committed']);
  });

  it("waits for another process's write lock without stopping this process's event loop", async () => {
    const [mine, theirs] = await twoProcesses();
    const { theirWrite, release } = await holdWriteLock(theirs);
    const myWrite = mine.transaction(() => mine.write(put('mine', '1')));
    // Only a timer of this process ends their transaction: it fires while mine waits for the lock.
    const timerFired = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(Date.now() - timerFired).toBeLessThan(2_000);
    release();
    await Promise.all([theirWrite, myWrite]);
    expect([await mine.first(read('theirs')), await theirs.first(read('mine'))]).toEqual([{ value: '1' }, { value: '1' }]);
  });

  it("gathers the writes that arrive while another process holds the write lock into one commit", async () => {
    const [mine, theirs] = await twoProcesses();
    const { theirWrite, release } = await holdWriteLock(theirs);
    const before = mine.ownWrites();
    const first = mine.transaction(() => mine.write(put('first', '1')));
    // Later turns of the event loop, while the first still waits for the lock.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = mine.transaction(() => mine.write(put('second', '1')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = mine.transaction(() => mine.write(put('third', '1')));
    release();
    await Promise.all([theirWrite, first, second, third]);
    expect(mine.ownWrites()).toBe(before + 1);
    expect((await theirs.all(sql<{ key: string }>`SELECT key FROM meta WHERE key IN ('first', 'second', 'third') ORDER BY key`)).map((r) => r.key)).toEqual([
      'first',
      'second',
      'third',
    ]);
  });

  it("notices another process's very first commit on a new database", async () => {
    const [mine, theirs] = await twoProcesses();
    const check = () => mine.checkOtherProcesses(() => {});
    expect(await check()).toBe(0);
    await theirs.write(put('first', '1'));
    expect(await check()).toBe(1);
  });

  it("notices another process's commit that follows one of its own, made before it ever checked", async () => {
    const [mine, theirs] = await twoProcesses();
    await mine.transaction(() => mine.write(put('mine', '1')));
    await theirs.write(put('theirs', '1'));
    expect(await mine.checkOtherProcesses(() => {})).toBe(1);
  });

  it('shares a check for other processes among the calls made while one runs, each still seeing what was committed before it', async () => {
    const [mine, theirs] = await twoProcesses();
    let forgotten = 0;
    const check = () => mine.checkOtherProcesses(() => forgotten++);
    expect(await check()).toBe(0);
    const running = check();
    const committed = theirs.write(put('during', '1'));
    await committed;
    // Made after the commit, while the first check may still run: they wait for a check of their own.
    const waiting = [check(), check(), check()];
    expect(await Promise.all(waiting)).toEqual([1, 1, 1]);
    expect(await running).toBeLessThanOrEqual(1);
    expect(forgotten).toBe(1);
    await theirs.write(put('after', '1'));
    expect(await Promise.all([check(), check()])).toEqual([2, 2]);
    expect(forgotten).toBe(2);
  });

  it('keeps bookkeeping out of its count, and tells a constraint refusal from other errors', async () => {
    const [mine, theirs] = await twoProcesses();
    const before = mine.ownWrites();
    expect((await mine.bookkeep(put('b', '1'))).changed).toBe(1);
    expect(mine.ownWrites()).toBe(before);
    const refused = await mine.write(put('b', '2')).catch((error: unknown) => error);
    expect(isConstraintViolation(refused)).toBe(true);
    expect(isConstraintViolation(new Error('other'))).toBe(false);
    expect((await theirs.all(read('b'))).map((r) => r.value)).toEqual(['1']);
  });

  it('commits transactions that arrive together as one, undoing only the one that fails, each answered after the commit', async () => {
    const [mine, theirs] = await twoProcesses();
    await theirs.checkOtherProcesses(() => {});
    const before = mine.ownWrites();
    const answered: string[] = [];
    const ran: string[] = [];
    const seenByOthers: Array<string | undefined> = [];
    const turn = (key: string, fail = false) =>
      mine
        .transaction(async () => {
          ran.push(key);
          await mine.write(put(key, '1'));
          mine.afterCommit(() => answered.push(`${key} after commit`));
          if (fail) throw new Error(`${key} refused`);
          return key;
        })
        .then(async (value) => {
          seenByOthers.push((await theirs.first(read(key)))?.value);
          return value;
        });
    const results = await Promise.allSettled([turn('t1'), turn('t2'), turn('t3', true), turn('t4')]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['t1', 't2', 't3 refused', 't4']);
    // Every acknowledged one is already readable by another process; the refused one left nothing.
    expect(seenByOthers).toEqual(['1', '1', '1']);
    expect(await theirs.first(read('t3'))).toBeUndefined();
    expect(answered.sort()).toEqual(['t1 after commit', 't2 after commit', 't4 after commit']);
    // All four arrived before the next turn of the event loop, so they were committed together: first
    // run one after another until t3 failed, then all again, each in a savepoint.
    expect(ran).toEqual(['t1', 't2', 't3', 't1', 't2', 't3', 't4']);
    expect(mine.ownWrites()).toBe(before + 1);
  });

  it('runs the overlapping transactions of a group at once on PostgreSQL, and every other one alone, in order', async () => {
    const [mine] = await twoProcesses();
    const done: string[] = [];
    const turn = (name: string, overlap: boolean) =>
      mine.transaction(async () => {
        for (const step of [1, 2]) {
          await mine.write(put(`${name}${step}`, '1'));
          done.push(`${name}${step}`);
        }
      }, { overlap });
    await Promise.all([turn('a', true), turn('b', true), turn('c', false), turn('d', true), turn('e', true)]);
    expect(done).toEqual(
      testDialect === 'postgres'
        ? ['a1', 'b1', 'a2', 'b2', 'c1', 'c2', 'd1', 'e1', 'd2', 'e2']
        : ['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'd1', 'd2', 'e1', 'e2'],
    );
  });

  it('runs the group again one by one when an overlapping transaction read too early, so it is not refused', async () => {
    const [mine, theirs] = await twoProcesses();
    const ran: string[] = [];
    const parent = mine.transaction(async () => {
      ran.push('parent');
      // A read first, as a reply reads its own parent: the reply's read is sent before this write.
      await mine.first(read('grandparent'));
      await mine.write(put('parent', '1'));
    }, { overlap: true });
    const reply = mine.transaction(async () => {
      ran.push('reply');
      if (!(await mine.first(read('parent')))) throw new Error('no parent yet');
      await mine.write(put('reply', '1'));
    }, { overlap: true });
    await Promise.all([parent, reply]);
    expect((await theirs.all(sql<{ key: string }>`SELECT key FROM meta WHERE key IN ('parent', 'reply') ORDER BY key`)).map((r) => r.key)).toEqual([
      'parent',
      'reply',
    ]);
    expect(ran).toEqual(testDialect === 'postgres' ? ['parent', 'reply', 'parent', 'reply'] : ['parent', 'reply']);
  });

  it('lets one transaction finish before another that writes the same row, so counters add up', async () => {
    const [mine, theirs] = await twoProcesses();
    await mine.write(put('n', '0'));
    const bump = (db: Db) =>
      db.transaction(async () => {
        const row = await db.first(read('n'));
        await db.write(sql`UPDATE meta SET value = ${String(Number(row!.value) + 1)} WHERE key = 'n'`);
      });
    // Two SQLite connections in one process would wait on each other's lock inside one event loop; a
    // process holds one connection, and other processes are tested in gateway/workers.test.ts.
    const other = testDialect === 'postgres' ? theirs : mine;
    await Promise.all([...Array(10)].map((_, i) => bump(i % 2 ? mine : other)));
    expect((await mine.first(read('n')))?.value).toBe('10');
  });
});

describe.runIf(testDialect === 'postgres')('notices of commits between processes on PostgreSQL', () => {
  /** A check that goes by notices, and whether it answered before any query could have. */
  const toldCheck = async (db: Db, onMoved = () => {}) => {
    const asked = Promise.resolve().then(() => 'asked the database' as const);
    return Promise.race([db.checkOtherProcesses(onMoved, { exact: false }), asked]);
  };
  const listeners = (db: Db) =>
    db.all(sql<{ pid: number }>`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN castline_commits'`);

  it("learns of another process's commit from its notification, answering without a round trip", async () => {
    const open = await newSharedDatabase();
    // No backstop within the test: only the notification can tell.
    const mine = await open({ backstopMs: 600_000 });
    const theirs = await open();
    let forgotten = 0;
    expect(await toldCheck(mine)).toBe(0);
    await mine.write(put('mine', '1'));
    await theirs.write(put('theirs', '1'));
    await expect.poll(() => toldCheck(mine, () => forgotten++)).toBe(1);
    expect(await toldCheck(mine)).toBe(1);
    expect(forgotten).toBe(1);
    // An exact check still asks, and finds nothing more.
    expect(await mine.checkOtherProcesses(() => forgotten++)).toBe(1);
  });

  it('asks the database at each check while its listening connection is lost, and listens again', async () => {
    const open = await newSharedDatabase();
    const mine = await open({ backstopMs: 600_000 });
    const theirs = await open();
    expect(await listeners(theirs)).toHaveLength(2);
    await theirs.all(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN castline_commits'`);
    await theirs.write(put('while lost', '1'));
    // No notification can reach it now: the check finds the commit by asking.
    await expect.poll(() => mine.checkOtherProcesses(() => {}, { exact: false })).toBe(1);
    await expect.poll(() => listeners(theirs), { timeout: 10_000 }).toHaveLength(2);
    await theirs.write(put('listened again', '1'));
    await expect.poll(() => toldCheck(mine)).toBe(2);
  });

  it('finds a commit whose notification never came at the next reading of the sequence', async () => {
    const open = await newSharedDatabase();
    const mine = await open({ backstopMs: 20 });
    const theirs = await open();
    expect(await toldCheck(mine)).toBe(0);
    // The sequence moved with no notification, as by a commit whose notice was lost.
    await theirs.bookkeep(sql`SELECT nextval('castline_commits')`);
    await expect.poll(() => toldCheck(mine)).toBe(1);
  });
});
