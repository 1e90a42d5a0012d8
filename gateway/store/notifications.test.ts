import { describe, expect, it } from 'vitest';
import { testStore } from '../testing/testStore';
import { START_DESC } from './cursor';
import { follow, react, removeCast, unfollow, unreact } from './effects';
import { LIKE, RECAST } from './rows';

const none = new Set<number>();

describe('notifications', () => {
  it('tell an author of likes, recasts, replies, mentions and quotes by others, and a person of new followers', async () => {
    const { store, user, cast } = await testStore();
    const [alice, bob] = [await user('1'), await user('2')];
    const post = await cast(alice, 'post');
    await react(store, post.id, LIKE, alice.id, 1);
    await react(store, post.id, LIKE, bob.id, 2);
    await react(store, post.id, RECAST, bob.id, 3);
    await follow(store, bob.id, alice.id, 4);
    const reply = await cast(bob, 'reply', { parentHash: post.hash, parentAuthorId: alice.id, threadHash: post.hash, timestamp: 5 });
    await cast(alice, 'self reply', { parentHash: post.hash, parentAuthorId: alice.id, threadHash: post.hash, timestamp: 6 });
    const mention = await cast(bob, 'hi', { mentions: ['1', '2'], mentionsPositions: [0, 0], timestamp: 7 });
    const quote = await cast(bob, 'look', { embeds: JSON.stringify({ images: [], urls: [], quotes: [post.hash, post.hash] }), timestamp: 8 });
    await cast(alice, 'own quote', { embeds: JSON.stringify({ images: [], urls: [], quotes: [post.hash] }), timestamp: 9 });
    const page = await store.notifications.page(alice.id, START_DESC, 20, none);
    expect(page.map((n) => [n.kind, n.actor_id, n.cast_hash, n.source_hash, n.timestamp])).toEqual([
      [6, bob.id, quote.hash, quote.hash, 8],
      [5, bob.id, mention.hash, mention.hash, 7],
      [4, bob.id, post.hash, reply.hash, 5],
      [3, bob.id, null, null, 4],
      [2, bob.id, post.hash, null, 3],
      [1, bob.id, post.hash, null, 2],
    ]);
    expect(await store.notifications.page(bob.id, START_DESC, 20, none)).toEqual([]);
    expect((await store.notifications.page(alice.id, { ts: 5, id: page[2]!.id }, 20, none)).map((n) => n.kind)).toEqual([3, 2, 1]);
    expect((await store.notifications.page(alice.id, START_DESC, 2, none)).map((n) => n.kind)).toEqual([6, 5]);
  });

  it('go away with the like, follow or cast that caused them', async () => {
    const { store, user, cast } = await testStore();
    const [alice, bob] = [await user('1'), await user('2')];
    const post = await cast(alice, 'post');
    await react(store, post.id, LIKE, bob.id, 1);
    await react(store, post.id, RECAST, bob.id, 2);
    await follow(store, bob.id, alice.id, 3);
    const reply = await cast(bob, 'reply', { parentHash: post.hash, parentAuthorId: alice.id, threadHash: post.hash, timestamp: 4 });
    await unreact(store, post.id, LIKE, bob.id);
    await unfollow(store, bob.id, alice.id);
    expect((await store.notifications.page(alice.id, START_DESC, 20, none)).map((n) => n.kind)).toEqual([4, 2]);
    await removeCast(store, reply);
    expect((await store.notifications.page(alice.id, START_DESC, 20, none)).map((n) => n.kind)).toEqual([2]);
    await removeCast(store, post);
    expect(await store.notifications.page(alice.id, START_DESC, 20, none)).toEqual([]);
  });

  it('count what came after the last time they were seen, leaving out the people given', async () => {
    const { store, user, cast } = await testStore();
    const [alice, bob, carol] = [await user('1'), await user('2'), await user('3')];
    const post = await cast(alice, 'post');
    expect(await store.notifications.unseenCount(alice.id, none)).toBe(0);
    await store.notifications.markSeen(alice.id);
    await react(store, post.id, LIKE, bob.id, 1);
    await react(store, post.id, LIKE, carol.id, 2);
    expect(await store.notifications.unseenCount(alice.id, none)).toBe(2);
    expect(await store.notifications.unseenCount(alice.id, new Set([bob.id]))).toBe(1);
    expect(await store.notifications.unseenCount(alice.id, new Set([bob.id, carol.id]))).toBe(0);
    expect((await store.notifications.page(alice.id, START_DESC, 20, new Set([bob.id]))).map((n) => n.actor_id)).toEqual([carol.id]);
    await store.notifications.markSeen(alice.id);
    expect(await store.notifications.unseenCount(alice.id, none)).toBe(0);
    await follow(store, carol.id, alice.id, 3);
    expect(await store.notifications.unseenCount(alice.id, none)).toBe(1);
    await store.notifications.markSeen(bob.id);
    expect(await store.notifications.unseenCount(alice.id, none)).toBe(1);
  });
});
