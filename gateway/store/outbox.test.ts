import { describe, expect, it } from 'vitest';
import { testStore } from '../testing/testStore';
import type { Store } from './store';

/** Logs a message and puts it in the outbox, accepted at `now`. */
async function accept(store: Store, hash: string, now: number): Promise<void> {
  await store.messages.insertUnlessLogged({ hash, key: `key${hash}`, fid: '7', messageType: 1, timestamp: now, raw: new Uint8Array([hash.length, 1]), external: false, createdAt: now });
  await store.outbox.add(hash, '7', now);
}

describe('the outbox', () => {
  it('leases due messages with their bytes, settles them only for the lease holder, and reports their state', async () => {
    const { store } = await testStore();
    await accept(store, '0xa', 10);
    await accept(store, '0xbb', 20);
    await store.outbox.add('0xa', '7', 99);
    expect(await store.outbox.nextDue()).toBe(10);
    expect(await store.outbox.claim('p1', 5, 1000, 10)).toEqual([]);
    const claimed = await store.outbox.claim('p1', 20, 1000, 1);
    expect(claimed).toEqual([{ hash: '0xa', fid: '7', state: 'waiting', attempts: 0, raw: Buffer.from([3, 1]), acceptedAt: 10, admittedAt: null }]);
    expect((await store.outbox.claim('p2', 20, 1000, 10)).map((m) => m.hash)).toEqual(['0xbb']);
    expect(await store.outbox.nextDue()).toBe(1020);
    expect(await store.outbox.settle('0xa', 'p2', { state: 'delivered', attempts: 1, dueAt: 30 })).toBe(false);
    expect(await store.outbox.settle('0xa', 'p1', { state: 'admitted', attempts: 1, dueAt: 30, admittedAt: 25 })).toBe(true);
    expect(await store.outbox.settle('0xa', 'p1', { state: 'delivered', attempts: 1, dueAt: 30 })).toBe(false);
    expect((await store.outbox.claim('p1', 30, 1000, 10)).map((m) => [m.hash, m.state, m.admittedAt])).toEqual([['0xa', 'admitted', 25]]);
    expect(await store.outbox.settle('0xa', 'p1', { state: 'delivered', attempts: 2, dueAt: 40, deliveredAt: 40 })).toBe(true);
    expect(await store.outbox.status('0xa')).toEqual({ hash: '0xa', fid: '7', state: 'delivered', reason: null, acceptedAt: 10, deliveredAt: 40 });
    expect(await store.outbox.status('0xcc')).toBeUndefined();
    expect(store.db.ownWrites()).toBe(2);
  });

  it('wakes waiting messages held by no lease, counts what is not settled, and has nothing due once all are settled', async () => {
    const { store } = await testStore();
    await accept(store, '0xa', 10);
    await accept(store, '0xb', 10);
    const [a, b] = await store.outbox.claim('p1', 10, 5, 10);
    await store.outbox.settle(a!.hash, 'p1', { state: 'waiting', attempts: 1, dueAt: 500 });
    await store.outbox.settle(b!.hash, 'p1', { state: 'refused', attempts: 1, dueAt: 500, reason: 'no' });
    expect(await store.outbox.backlog()).toEqual({ depth: 1, oldestAcceptedAt: 10 });
    await store.outbox.wake(100);
    expect(await store.outbox.nextDue()).toBe(100);
    expect((await store.outbox.claim('p1', 100, 5, 10)).map((m) => m.hash)).toEqual([a!.hash]);
    expect(await store.outbox.status(b!.hash)).toMatchObject({ state: 'refused', reason: 'no' });
    await store.outbox.settle(a!.hash, 'p1', { state: 'delivered', attempts: 2, dueAt: 100, deliveredAt: 100 });
    expect(await store.outbox.nextDue()).toBeNull();
    expect(await store.outbox.backlog()).toEqual({ depth: 0, oldestAcceptedAt: null });
  });

  it('never leases one message twice to claims made at once (on PostgreSQL, on several connections)', async () => {
    const { store } = await testStore();
    for (let i = 0; i < 20; i++) await accept(store, `0x${i}`, 1);
    const claims = await Promise.all([0, 1, 2, 3].map((i) => store.outbox.claim(`p${i}`, 2, 1000, 8)));
    const hashes = claims.flat().map((m) => m.hash);
    expect(hashes).toHaveLength(20);
    expect(new Set(hashes).size).toBe(20);
  });
});
