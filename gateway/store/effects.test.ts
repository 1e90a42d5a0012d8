import { describe, expect, it } from 'vitest';
import { testStore } from '../testing/testStore';
import { START_DESC } from './cursor';
import { defaultUsernameFid, ensureAccount, follow, react, removeCast, unfollow, unreact } from './effects';
import { LIKE, RECAST } from './rows';

describe('follow and unfollow', () => {
  it('count a follow once on both sides, and an unfollow only when a follow was removed', async () => {
    const { store, user } = await testStore();
    const alice = await user('1');
    const bob = await user('2');
    const counts = async () => {
      const users = await store.users.byIds([alice.id, bob.id]);
      return { aliceFollows: users.get(alice.id)!.following_count, bobFollowers: users.get(bob.id)!.follower_count };
    };
    await unfollow(store, alice.id, bob.id);
    expect(await counts()).toEqual({ aliceFollows: 0, bobFollowers: 0 });
    await follow(store, alice.id, bob.id, 10);
    await follow(store, alice.id, bob.id, 11);
    expect(await counts()).toEqual({ aliceFollows: 1, bobFollowers: 1 });
    expect((await store.users.byIds([bob.id])).get(bob.id)!.following_count).toBe(0);
    await unfollow(store, alice.id, bob.id);
    await unfollow(store, alice.id, bob.id);
    expect(await counts()).toEqual({ aliceFollows: 0, bobFollowers: 0 });
  });

  it('count each of many follows made at once exactly once', async () => {
    const { store, user } = await testStore();
    const alice = await user('1');
    const bob = await user('2');
    await Promise.all(Array.from({ length: 8 }, (_, i) => follow(store, alice.id, bob.id, i)));
    const users = await store.users.byIds([alice.id, bob.id]);
    expect([users.get(alice.id)!.following_count, users.get(bob.id)!.follower_count]).toEqual([1, 1]);
  });

  it('list who follows whom, newest link first, page by page', async () => {
    const { store, user } = await testStore();
    const [alice, bob, carol] = [await user('1'), await user('2'), await user('3')];
    await follow(store, alice.id, bob.id, 10);
    await follow(store, alice.id, carol.id, 20);
    await follow(store, carol.id, alice.id, 30);
    const fids = (rows: { fid: string }[]) => rows.map((u) => u.fid);
    const following = await store.links.following(alice.id, START_DESC, 10);
    expect(fids(following)).toEqual(['3', '2']);
    expect(following[0]!.link_ts).toBe(20);
    const rest = await store.links.following(alice.id, { ts: following[0]!.link_ts, id: following[0]!.link_id }, 10);
    expect(fids(rest)).toEqual(['2']);
    expect(fids(await store.links.following(alice.id, START_DESC, 1))).toEqual(['3']);
    expect(fids(await store.links.followers(alice.id, START_DESC, 10))).toEqual(['3']);
    expect(fids(await store.links.followers(bob.id, START_DESC, 10))).toEqual(['1']);
    expect([...(await store.links.viewerFollows(alice.id, [bob.id, carol.id, alice.id])).keys()].sort()).toEqual([bob.id, carol.id]);
    expect([...(await store.links.followsViewer(alice.id, [bob.id, carol.id])).keys()]).toEqual([carol.id]);
    expect((await store.links.viewerFollows(alice.id, [])).size).toBe(0);
  });
});

describe('reactions', () => {
  it('count a like or recast once, and take it back only when one was removed', async () => {
    const { store, user, cast } = await testStore();
    const alice = await user('1');
    const target = await cast(await user('2'), 'liked');
    const countsOf = async () => {
      const row = (await store.casts.byHash(target.hash))!;
      return [row.likes_count, row.recasts_count];
    };
    await unreact(store, target.id, LIKE, alice.id);
    await react(store, target.id, LIKE, alice.id, 5);
    await react(store, target.id, LIKE, alice.id, 6);
    expect(await countsOf()).toEqual([1, 0]);
    await react(store, target.id, RECAST, alice.id, 7);
    expect(await countsOf()).toEqual([1, 1]);
    await unreact(store, target.id, LIKE, alice.id);
    await unreact(store, target.id, LIKE, alice.id);
    expect(await countsOf()).toEqual([0, 1]);
    await unreact(store, target.id, RECAST, alice.id);
    expect(await countsOf()).toEqual([0, 0]);
  });
});

describe('removeCast', () => {
  it('takes the cast, its reactions and its place in the parent’s reply count', async () => {
    const { store, user, cast } = await testStore();
    const [alice, bob] = [await user('1'), await user('2')];
    const parent = await cast(alice, 'parent');
    const reply = await cast(bob, 'reply', { parentHash: parent.hash, parentAuthorId: alice.id, threadHash: parent.hash });
    expect((await store.casts.byHash(parent.hash))!.replies_count).toBe(1);
    await react(store, reply.id, LIKE, alice.id, 1);
    await removeCast(store, reply);
    expect(await store.casts.byHash(reply.hash)).toBeUndefined();
    expect((await store.casts.byHash(parent.hash))!.replies_count).toBe(0);
    expect((await store.reactions.byViewer(alice.id, [reply.id])).size).toBe(0);
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
  it('creates an L1 account named fid<N> and an L2 account named by its address, once', async () => {
    const { store } = await testStore();
    const l1 = await ensureAccount(store, '42', '0xcustody', 100);
    expect(l1).toMatchObject({ fid: '42', username: 'fid42', external: 0, custody_address: '0xcustody', registered_at: 100, bio_mentions: '[]' });
    const address = `0x${'ab'.repeat(20)}`;
    const l2 = await ensureAccount(store, address, null, 200);
    expect(l2).toMatchObject({ fid: address, username: address, external: 1, custody_address: null, registered_at: 200 });
    expect(await ensureAccount(store, '42', '0xother', 300)).toEqual(l1);
  });

  it('creates one account when sign-ins of the same identity arrive at once', async () => {
    const { store } = await testStore();
    const rows = await Promise.all(Array.from({ length: 5 }, (_, i) => ensureAccount(store, '7', '0xcustody', i)));
    expect(new Set(rows.map((row) => row.id)).size).toBe(1);
  });
});
