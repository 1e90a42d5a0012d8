import { describe, expect, it } from 'vitest';
import { testStore } from '../testing/testStore';
import { follow } from './effects';

describe('users', () => {
  it('are found by FID, by username in any case, and by ids and FIDs in batches', async () => {
    const { store, user } = await testStore();
    const alice = await user('1', 'alice');
    const l2 = await user(`0x${'cd'.repeat(20)}`, 'wallet');
    expect(alice).toMatchObject({ fid: '1', username: 'alice', external: 0, follower_count: 0, following_count: 0 });
    expect(l2.external).toBe(1);
    expect((await store.users.byUsername('ALICE'))?.id).toBe(alice.id);
    expect(await store.users.byUsername('nobody')).toBeUndefined();
    expect(await store.users.byFid('9')).toBeUndefined();
    const byFids = await store.users.byFids(['1', '1', l2.fid, '9']);
    expect([...byFids.keys()].sort()).toEqual(['0xcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd', '1']);
    expect(byFids.get('1')?.username).toBe('alice');
    expect((await store.users.byFids([])).size).toBe(0);
    expect([...(await store.users.byIds([l2.id, alice.id, 999])).keys()].sort()).toEqual([alice.id, l2.id].sort());
  });

  it('give the id of a FID, found once it exists, and never one that a rolled-back transaction made', async () => {
    const { store, user } = await testStore();
    expect(await store.users.idOf('7')).toBeUndefined();
    const seven = await user('7');
    expect(await store.users.idOf('7')).toBe(seven.id);
    const undone = store.db.transaction(async () => {
      await user('8');
      expect(await store.users.idOf('8')).toBeTypeOf('number');
      throw new Error('undone');
    });
    await expect(undone).rejects.toThrow('undone');
    expect(await store.users.idOf('8')).toBeUndefined();
  });

  it('keep usernames unique whatever their case', async () => {
    const { user } = await testStore();
    await user('1', 'alice');
    await expect(user('2', 'Alice')).rejects.toThrow();
  });

  it('show a changed field and bio mentions at once, also where they were read before', async () => {
    const { store, user } = await testStore();
    const alice = await user('1', 'alice');
    expect((await store.users.byIds([alice.id])).get(alice.id)!.display_name).toBe('');
    await store.users.update(alice.id, 'display_name', 'Alice');
    await store.users.update(alice.id, 'bio', 'hi @bob');
    await store.users.setBioMentions(alice.id, ['2']);
    expect((await store.users.byIds([alice.id])).get(alice.id)).toMatchObject({ display_name: 'Alice', bio: 'hi @bob', bio_mentions: '["2"]' });
    await store.users.update(alice.id, 'username', 'alicia');
    expect((await store.users.byFids(['1'])).get('1')!.username).toBe('alicia');
  });

  it('move follow counts both ways, seen at once by batch reads', async () => {
    const { store, user } = await testStore();
    const [alice, bob] = [await user('1'), await user('2')];
    await store.users.byIds([alice.id, bob.id]);
    await store.users.adjustFollow(alice.id, bob.id, 1);
    let rows = await store.users.byIds([alice.id, bob.id]);
    expect([rows.get(alice.id)!.following_count, rows.get(bob.id)!.follower_count]).toEqual([1, 1]);
    await store.users.adjustFollow(alice.id, bob.id, -1);
    rows = await store.users.byIds([alice.id, bob.id]);
    expect([rows.get(alice.id)!.following_count, rows.get(bob.id)!.follower_count]).toEqual([0, 0]);
  });

  it('search by username prefix first, then by a display name holding the words, in any case, with % and _ taken literally', async () => {
    const { store, user } = await testStore();
    const ann = await user('1', 'ann');
    await user('2', 'bob');
    const joanne = await user('3', 'joanne');
    await store.users.update(joanne.id, 'display_name', 'Jo Ann');
    await user('4', 'a_b');
    await user('5', 'axb');
    await user('6', 'c%d');
    await user('7', 'cxd');
    await user('8', 'Zed');
    await follow(store, ann.id, joanne.id, 1);
    const names = async (match: string, limit: number) => (await store.users.search(match, limit)).map((u) => u.username);
    expect(await names('ann', 10)).toEqual(['ann', 'joanne']);
    expect(await names('ANN', 10)).toEqual(['ann', 'joanne']);
    expect(await names('ann', 1)).toEqual(['ann']);
    expect(await names('a_', 10)).toEqual(['a_b']);
    expect(await names('c%', 10)).toEqual(['c%d']);
    expect(await names('ze', 10)).toEqual(['Zed']);
  });

  it('search puts the exact username first in any case, however followed, then usernames starting with the match', async () => {
    const { store, user } = await testStore();
    await user('1', 'Nina');
    const mendes = await user('2', 'ninamendes');
    const ninja = await user('3', 'ninja');
    const fan = await user('4', 'fan');
    await store.users.update(fan.id, 'display_name', 'nina fan');
    for (const follower of [fan, ninja]) await follow(store, follower.id, mendes.id, 1);
    await follow(store, fan.id, ninja.id, 1);
    const names = async (match: string, limit: number) => (await store.users.search(match, limit)).map((u) => u.username);
    expect(await names('nina', 10)).toEqual(['Nina', 'ninamendes', 'fan']);
    expect(await names('NINA', 1)).toEqual(['Nina']);
    expect(await names('nin', 10)).toEqual(['ninamendes', 'ninja', 'Nina', 'fan']);
  });

  it('suggest the most followed people the viewer does not follow yet, never the viewer', async () => {
    const { store, user } = await testStore();
    const [a, b, c, d] = [await user('1'), await user('2'), await user('3'), await user('4')];
    await follow(store, a.id, c.id, 1);
    await follow(store, b.id, c.id, 1);
    await follow(store, a.id, d.id, 1);
    await follow(store, c.id, b.id, 1);
    const fids = async (viewerId: number, limit: number) => (await store.users.suggestedFor(viewerId, limit)).map((u) => u.fid);
    expect(await fids(0, 10)).toEqual(['3', '2', '4', '1']);
    expect(await fids(a.id, 10)).toEqual(['2']);
    expect(await fids(d.id, 2)).toEqual(['3', '2']);
  });
});
