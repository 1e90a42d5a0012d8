import { describe, expect, it } from 'vitest';
import { fidOf } from '../api/ids';
import type { Fid, User } from '../api/model';
import { createUserBatcher, type UserBatcherOptions } from './userBatcher';
import { testUser } from './testModel';

/** A gateway stand-in that knows FIDs 1..500 and records every call. */
function fakeUsers(failFirst = false) {
  const calls: Fid[][] = [];
  let failures = failFirst ? 1 : 0;
  const fetchUsers = async (fids: Fid[]): Promise<(User | null)[]> => {
    calls.push(fids);
    if (failures-- > 0) throw new Error('gateway down');
    return fids.map((fid) => (Number(fid) <= 500 ? testUser({ fid }) : null));
  };
  return { calls, fetchUsers };
}

function batcherWith(fake: ReturnType<typeof fakeUsers>, extra: Partial<UserBatcherOptions> = {}) {
  const cache = new Map<Fid, User | null>();
  const batcher = createUserBatcher({
    fetchUsers: fake.fetchUsers,
    cached: (fid) => cache.get(fid),
    remember: (fid, user) => cache.set(fid, user),
    ...extra,
  });
  return { batcher, cache };
}

describe('createUserBatcher', () => {
  it('asks for every user wanted within a tick in one call', async () => {
    const fake = fakeUsers();
    const { batcher } = batcherWith(fake);
    const users = await Promise.all(['1', '2', '3'].map((fid) => batcher.load(fidOf(fid))));
    expect(users.map((u) => u?.fid)).toEqual(['1', '2', '3']);
    expect(fake.calls).toEqual([['1', '2', '3']]);
  });

  it('asks for a burst of any size in one go: the gateway client splits it into calls the gateway accepts', async () => {
    const fake = fakeUsers();
    const { batcher } = batcherWith(fake);
    const fids = Array.from({ length: 250 }, (_, i) => fidOf(i + 1));
    await Promise.all(fids.map((fid) => batcher.load(fid)));
    expect(fake.calls).toEqual([fids]);
  });

  it('never asks twice for a FID that is cached or already on its way', async () => {
    const fake = fakeUsers();
    const { batcher } = batcherWith(fake);
    const first = batcher.load(fidOf('7'));
    const again = batcher.load(fidOf('7'));
    expect(again).toBe(first);
    await first;
    await batcher.load(fidOf('7'));
    await Promise.all([batcher.load(fidOf('7')), batcher.load(fidOf('8'))]);
    expect(fake.calls).toEqual([['7'], ['8']]);
  });

  it('remembers that a FID has no user, and answers null without asking again', async () => {
    const fake = fakeUsers();
    const { batcher, cache } = batcherWith(fake);
    expect(await batcher.load(fidOf('9999'))).toBeNull();
    expect(cache.get(fidOf('9999'))).toBeNull();
    expect(await batcher.load(fidOf('9999'))).toBeNull();
    expect(fake.calls).toHaveLength(1);
  });

  it('rejects the wants of a failed call, and a later want asks again', async () => {
    const fake = fakeUsers(true);
    const { batcher } = batcherWith(fake);
    await expect(batcher.load(fidOf('1'))).rejects.toThrow('gateway down');
    expect((await batcher.load(fidOf('1')))?.fid).toBe('1');
    expect(fake.calls).toEqual([['1'], ['1']]);
  });

  it('waits for the scheduler, collecting wants that arrive later in the burst', async () => {
    const fake = fakeUsers();
    let flush: (() => void) | null = null;
    const { batcher } = batcherWith(fake, { schedule: (f) => (flush = f) });
    const a = batcher.load(fidOf('1'));
    await new Promise((r) => setTimeout(r, 5));
    const b = batcher.load(fidOf('2'));
    expect(fake.calls).toEqual([]);
    flush!();
    await Promise.all([a, b]);
    expect(fake.calls).toEqual([['1', '2']]);
  });

  it('sends a batch on the next macrotask when a want cannot wait, taking the others along', async () => {
    const fake = fakeUsers();
    const { batcher } = batcherWith(fake, { schedule: () => undefined });
    const waiting = batcher.load(fidOf('1'));
    const urgent = batcher.load(fidOf('2'), { now: true });
    await Promise.all([waiting, urgent]);
    expect(fake.calls).toEqual([['1', '2']]);
  });

  it('asks again for a FID cached when it is wanted now, as a profile shown wants its counts as they are', async () => {
    const fake = fakeUsers();
    const { batcher, cache } = batcherWith(fake);
    cache.set(fidOf('3'), testUser({ fid: '3', followerCount: 1 }));
    expect((await batcher.load(fidOf('3')))?.followerCount).toBe(1);
    expect(fake.calls).toEqual([]);
    expect((await batcher.load(fidOf('3'), { now: true }))?.followerCount).toBe(0);
    expect(fake.calls).toEqual([['3']]);
  });

  it('matches users to FIDs by FID, not by position, and ignores a record for another FID', async () => {
    const calls: Fid[][] = [];
    const { batcher } = batcherWith({
      calls,
      fetchUsers: async (fids) => {
        calls.push(fids);
        return [testUser({ fid: '2' }), testUser({ fid: '99' })];
      },
    });
    const [one, two] = await Promise.all([batcher.load(fidOf('1')), batcher.load(fidOf('2'))]);
    expect(one).toBeNull();
    expect(two?.fid).toBe('2');
  });
});
