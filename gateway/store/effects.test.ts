import { describe, expect, it } from 'vitest';
import { memoryStore } from '../testing/memoryStore';
import { START_DESC } from './cursor';
import { defaultUsernameFid, ensureAccount, follow, react, removeCast, unfollow, unreact } from './effects';
import { LIKE, RECAST } from './rows';

describe('follow and unfollow', () => {
  it('count a follow once on both sides, and an unfollow only when a follow was removed', () => {
    const { store, user } = memoryStore();
    const alice = user('1');
    const bob = user('2');
    const counts = () => {
      const users = store.users.byIds([alice.id, bob.id]);
      return { aliceFollows: users.get(alice.id)!.following_count, bobFollowers: users.get(bob.id)!.follower_count };
    };
    unfollow(store, alice.id, bob.id);
    expect(counts()).toEqual({ aliceFollows: 0, bobFollowers: 0 });
    follow(store, alice.id, bob.id, 10);
    follow(store, alice.id, bob.id, 11);
    expect(counts()).toEqual({ aliceFollows: 1, bobFollowers: 1 });
    expect(store.users.byIds([bob.id]).get(bob.id)!.following_count).toBe(0);
    unfollow(store, alice.id, bob.id);
    unfollow(store, alice.id, bob.id);
    expect(counts()).toEqual({ aliceFollows: 0, bobFollowers: 0 });
  });

  it('list who follows whom, newest link first, page by page', () => {
    const { store, user } = memoryStore();
    const [alice, bob, carol] = [user('1'), user('2'), user('3')];
    follow(store, alice.id, bob.id, 10);
    follow(store, alice.id, carol.id, 20);
    follow(store, carol.id, alice.id, 30);
    const following = store.links.following(alice.id, START_DESC, 10);
    expect(following.map((u) => u.fid)).toEqual(['3', '2']);
    expect(following[0]!.link_ts).toBe(20);
    const rest = store.links.following(alice.id, { ts: following[0]!.link_ts, id: following[0]!.link_id }, 10);
    expect(rest.map((u) => u.fid)).toEqual(['2']);
    expect(store.links.following(alice.id, START_DESC, 1).map((u) => u.fid)).toEqual(['3']);
    expect(store.links.followers(alice.id, START_DESC, 10).map((u) => u.fid)).toEqual(['3']);
    expect(store.links.followers(bob.id, START_DESC, 10).map((u) => u.fid)).toEqual(['1']);
    expect([...store.links.viewerFollows(alice.id, [bob.id, carol.id, alice.id]).keys()].sort()).toEqual([bob.id, carol.id]);
    expect([...store.links.followsViewer(alice.id, [bob.id, carol.id]).keys()]).toEqual([carol.id]);
  });
});

describe('reactions', () => {
  it('count a like or recast once, and take it back only when one was removed', () => {
    const { store, user, cast } = memoryStore();
    const alice = user('1');
    const target = cast(user('2'), 'liked');
    const countsOf = () => {
      const row = store.casts.byHash(target.hash)!;
      return [row.likes_count, row.recasts_count];
    };
    unreact(store, target.id, LIKE, alice.id);
    react(store, target.id, LIKE, alice.id, 5);
    react(store, target.id, LIKE, alice.id, 6);
    expect(countsOf()).toEqual([1, 0]);
    react(store, target.id, RECAST, alice.id, 7);
    expect(countsOf()).toEqual([1, 1]);
    unreact(store, target.id, LIKE, alice.id);
    unreact(store, target.id, LIKE, alice.id);
    expect(countsOf()).toEqual([0, 1]);
    unreact(store, target.id, RECAST, alice.id);
    expect(countsOf()).toEqual([0, 0]);
  });
});

describe('removeCast', () => {
  it('takes the cast, its reactions and its place in the parent’s reply count', () => {
    const { store, user, cast } = memoryStore();
    const [alice, bob] = [user('1'), user('2')];
    const parent = cast(alice, 'parent');
    const reply = cast(bob, 'reply', { parentHash: parent.hash, parentAuthorId: alice.id, threadHash: parent.hash });
    expect(store.casts.byHash(parent.hash)!.replies_count).toBe(1);
    react(store, reply.id, LIKE, alice.id, 1);
    removeCast(store, reply);
    expect(store.casts.byHash(reply.hash)).toBeUndefined();
    expect(store.casts.byHash(parent.hash)!.replies_count).toBe(0);
    expect(store.reactions.byViewer(alice.id, [reply.id]).size).toBe(0);
  });
});

describe('defaultUsernameFid', () => {
  it.each([
    ['fid12', '12'],
    ['FID7', '7'],
    ['fid0', null],
    ['fid012', null],
    ['xfid1', null],
    ['fid1x', null],
    ['alice', null],
  ])('%s is kept for FID %s', (name, fid) => {
    expect(defaultUsernameFid(name)).toBe(fid);
  });
});

describe('ensureAccount', () => {
  it('creates an L1 account named fid<N> and an L2 account named by its address, once', () => {
    const { store } = memoryStore();
    const l1 = ensureAccount(store, '42', '0xcustody', 100);
    expect(l1).toMatchObject({ fid: '42', username: 'fid42', external: 0, custody_address: '0xcustody', registered_at: 100, bio_mentions: '[]' });
    const address = `0x${'ab'.repeat(20)}`;
    const l2 = ensureAccount(store, address, null, 200);
    expect(l2).toMatchObject({ fid: address, username: address, external: 1, custody_address: null, registered_at: 200 });
    expect(ensureAccount(store, '42', '0xother', 300)).toEqual(l1);
  });
});
