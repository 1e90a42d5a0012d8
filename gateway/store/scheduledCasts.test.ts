import { describe, expect, it } from 'vitest';
import { testStore } from '../testing/testStore';
import type { NewScheduled } from './scheduledCasts';

const scheduled = (hash: string, ownerFid: string, publishAt: number): NewScheduled => ({
  hash, ownerFid, identity: '{}', body: '{}', text: `cast ${hash}`, publishAt, createdAt: 1,
});

describe('scheduled casts', () => {
  it('are listed per owner, the soonest first, counted, and cancelled only by their owner', async () => {
    const { store } = await testStore();
    await store.scheduled.add(scheduled('0xb', '1', 200));
    await store.scheduled.add(scheduled('0xa', '1', 100));
    await store.scheduled.add(scheduled('0xc', '2', 50));
    expect((await store.scheduled.of('1')).map((row) => [row.hash, row.publish_at, row.failure])).toEqual([['0xa', 100, null], ['0xb', 200, null]]);
    expect([await store.scheduled.count('1'), await store.scheduled.count('3')]).toEqual([2, 0]);
    expect([await store.scheduled.has('0xc'), await store.scheduled.has('0xd')]).toEqual([true, false]);
    expect(await store.scheduled.cancel('1', '0xc')).toBe(false);
    expect(await store.scheduled.cancel('2', '0xc')).toBe(true);
    expect(await store.scheduled.has('0xc')).toBe(false);
    expect(await store.scheduled.nextDue()).toBe(100);
  });

  it('are claimed when due, once per lease, and leave the queue when published or refused', async () => {
    const { store } = await testStore();
    for (const [hash, at] of [['0xc', 30], ['0xa', 10], ['0xb', 20], ['0xd', 99]] as const) await store.scheduled.add(scheduled(hash, '1', at));
    expect((await store.scheduled.claimDue(30, 100, 10)).map((row) => row.hash)).toEqual(['0xa', '0xb', '0xc']);
    expect(await store.scheduled.claimDue(30, 100, 10)).toEqual([]);
    expect((await store.scheduled.claimDue(100, 200, 2)).map((row) => row.hash)).toEqual(['0xa', '0xb']);
    expect(await store.scheduled.remove('0xa')).toBe(true);
    expect(await store.scheduled.remove('0xa')).toBe(false);
    await store.scheduled.refused('0xb', 'too late');
    expect((await store.scheduled.of('1')).map((row) => [row.hash, row.failure])).toEqual([['0xb', 'too late'], ['0xc', null], ['0xd', null]]);
    expect(await store.scheduled.nextDue()).toBe(30);
    expect((await store.scheduled.claimDue(300, 400, 10)).map((row) => row.hash)).toEqual(['0xc', '0xd']);
  });

  it('wait for their next attempt after a failure that may pass, counting such attempts, until refused for good', async () => {
    const { store } = await testStore();
    await store.scheduled.add(scheduled('0xa', '1', 10));
    expect(await store.scheduled.claimDue(10, 40, 10)).toMatchObject([{ hash: '0xa', attempts: 0, retry_reason: null }]);
    await store.scheduled.retryAt('0xa', 'the node did not answer', 50);
    expect(await store.scheduled.claimDue(49, 79, 10)).toEqual([]);
    expect(await store.scheduled.claimDue(50, 80, 10)).toMatchObject([{ hash: '0xa', attempts: 1, retry_reason: 'the node did not answer', lease_until: 80 }]);
    await store.scheduled.retryAt('0xa', 'still down', 100);
    expect(await store.scheduled.of('1')).toMatchObject([{ attempts: 2, retry_reason: 'still down', lease_until: 100, failure: null }]);
    await store.scheduled.refused('0xa', 'given up');
    expect(await store.scheduled.of('1')).toMatchObject([{ attempts: 2, retry_reason: null, failure: 'given up' }]);
    expect(await store.scheduled.claimDue(1000, 1030, 10)).toEqual([]);
  });

  it('are counted as due once their time has come and as late from a given time on, until published or refused', async () => {
    const { store } = await testStore();
    for (const [hash, at] of [['0xa', 10], ['0xb', 50], ['0xc', 90], ['0xd', 200]] as const) await store.scheduled.add(scheduled(hash, '1', at));
    expect(await store.scheduled.due(100, 40)).toEqual({ due: 3, late: 1 });
    expect(await store.scheduled.due(5, 0)).toEqual({ due: 0, late: 0 });
    await store.scheduled.refused('0xa', 'given up');
    await store.scheduled.remove('0xb');
    expect(await store.scheduled.due(100, 95)).toEqual({ due: 1, late: 1 });
  });

  it('are never claimed twice by claims made at once (on PostgreSQL, on several connections)', async () => {
    const { store } = await testStore();
    for (let i = 0; i < 20; i++) await store.scheduled.add(scheduled(`0x${i}`, '1', i));
    const claims = await Promise.all([0, 1, 2, 3].map(() => store.scheduled.claimDue(100, 1000, 8)));
    const hashes = claims.flat().map((row) => row.hash);
    expect(hashes).toHaveLength(20);
    expect(new Set(hashes).size).toBe(20);
  });
});
