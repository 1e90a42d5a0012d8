import { describe, expect, it } from 'vitest';
import { memoryStore } from '../testing/memoryStore';
import { follow } from './effects';

describe('users', () => {
  it('are found by FID, by username in any case, and by ids and FIDs in batches', () => {
    const { store, user } = memoryStore();
    const alice = user('1', 'alice');
    const l2 = user(`0x${'cd'.repeat(20)}`, 'wallet');
    expect(alice).toMatchObject({ fid: '1', username: 'alice', external: 0, follower_count: 0, following_count: 0 });
    expect(l2.external).toBe(1);
    expect(store.users.byUsername('ALICE')?.id).toBe(alice.id);
    expect(store.users.byUsername('nobody')).toBeUndefined();
    expect(store.users.byFid('9')).toBeUndefined();
    const byFids = store.users.byFids(['1', '1', l2.fid, '9']);
    expect([...byFids.keys()].sort()).toEqual(['0xcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd', '1']);
    expect(byFids.get('1')?.username).toBe('alice');
    expect([...store.users.byIds([l2.id, alice.id, 999]).keys()].sort()).toEqual([alice.id, l2.id].sort());
  });

  it('show a changed field and bio mentions at once, also where they were read before', () => {
    const { store, user } = memoryStore();
    const alice = user('1', 'alice');
    expect(store.users.byIds([alice.id]).get(alice.id)!.display_name).toBe('');
    store.users.update(alice.id, 'display_name', 'Alice');
    store.users.update(alice.id, 'bio', 'hi @bob');
    store.users.setBioMentions(alice.id, ['2']);
    expect(store.users.byIds([alice.id]).get(alice.id)).toMatchObject({ display_name: 'Alice', bio: 'hi @bob', bio_mentions: '["2"]' });
    store.users.update(alice.id, 'username', 'alicia');
    expect(store.users.byFids(['1']).get('1')!.username).toBe('alicia');
  });

  it('move follow counts both ways, seen at once by batch reads', () => {
    const { store, user } = memoryStore();
    const [alice, bob] = [user('1'), user('2')];
    store.users.byIds([alice.id, bob.id]);
    store.users.adjustFollow(alice.id, bob.id, 1);
    let rows = store.users.byIds([alice.id, bob.id]);
    expect([rows.get(alice.id)!.following_count, rows.get(bob.id)!.follower_count]).toEqual([1, 1]);
    store.users.adjustFollow(alice.id, bob.id, -1);
    rows = store.users.byIds([alice.id, bob.id]);
    expect([rows.get(alice.id)!.following_count, rows.get(bob.id)!.follower_count]).toEqual([0, 0]);
  });

  it('search by username prefix first, then by a display name holding the words, with % and _ taken literally', () => {
    const { store, user } = memoryStore();
    const ann = user('1', 'ann');
    user('2', 'bob');
    const joanne = user('3', 'joanne');
    store.users.update(joanne.id, 'display_name', 'Jo Ann');
    user('4', 'a_b');
    user('5', 'axb');
    user('6', 'c%d');
    user('7', 'cxd');
    follow(store, ann.id, joanne.id, 1);
    expect(store.users.search('ann', 10).map((u) => u.username)).toEqual(['ann', 'joanne']);
    expect(store.users.search('ann', 1).map((u) => u.username)).toEqual(['ann']);
    expect(store.users.search('a_', 10).map((u) => u.username)).toEqual(['a_b']);
    expect(store.users.search('c%', 10).map((u) => u.username)).toEqual(['c%d']);
  });

  it('suggest the most followed people the viewer does not follow yet, never the viewer', () => {
    const { store, user } = memoryStore();
    const [a, b, c, d] = [user('1'), user('2'), user('3'), user('4')];
    follow(store, a.id, c.id, 1);
    follow(store, b.id, c.id, 1);
    follow(store, a.id, d.id, 1);
    follow(store, c.id, b.id, 1);
    expect(store.users.suggestedFor(0, 10).map((u) => u.fid)).toEqual(['3', '2', '4', '1']);
    expect(store.users.suggestedFor(a.id, 10).map((u) => u.fid)).toEqual(['2']);
    expect(store.users.suggestedFor(d.id, 2).map((u) => u.fid)).toEqual(['3', '2']);
  });
});
