import { describe, expect, it } from 'vitest';
import { memoryStore } from '../testing/memoryStore';
import { openDatabase } from './database';
import { castSearchStore, matchExpression } from './castSearch';
import { castStore } from './casts';
import { START_ASC, START_DESC } from './cursor';
import { follow, react, removeCast } from './effects';
import { LIKE, RECAST } from './rows';
import { userStore } from './users';

describe('cast pages', () => {
  it('list all casts, an author’s or a channel’s, newest first, strictly after the position', () => {
    const { store, user, cast } = memoryStore();
    const [alice, bob] = [user('1'), user('2')];
    cast(alice, 'a1', { parentUrl: 'https://ch/x' });
    const b1 = cast(bob, 'b1');
    const a2 = cast(alice, 'a2');
    const texts = (rows: { text: string }[]) => rows.map((c) => c.text);
    expect(texts(store.casts.page({ kind: 'all' }, START_DESC, 10))).toEqual(['a2', 'b1', 'a1']);
    expect(texts(store.casts.page({ kind: 'all' }, { ts: b1.timestamp, id: b1.id }, 10))).toEqual(['a1']);
    expect(texts(store.casts.page({ kind: 'all' }, START_DESC, 2))).toEqual(['a2', 'b1']);
    expect(texts(store.casts.page({ kind: 'author', authorId: alice.id }, START_DESC, 10))).toEqual(['a2', 'a1']);
    expect(texts(store.casts.page({ kind: 'channel', parentUrl: 'https://ch/x' }, START_DESC, 10))).toEqual(['a1']);
    expect(a2).toMatchObject({ author_id: alice.id, mentions: '[]', mentions_positions: '[]', external: 0, replies_count: 0 });
  });

  it('walk a thread oldest first, and count replies on the parent, seen at once', () => {
    const { store, user, cast } = memoryStore();
    const [alice, bob] = [user('1'), user('2')];
    const root = cast(alice, 'root');
    const reply = cast(bob, 'reply', { parentHash: root.hash, parentAuthorId: alice.id, threadHash: root.hash });
    cast(alice, 'elsewhere');
    expect(store.casts.thread(root.hash, START_ASC, 10).map((c) => c.text)).toEqual(['root', 'reply']);
    expect(store.casts.thread(root.hash, { ts: root.timestamp, id: root.id }, 10).map((c) => c.text)).toEqual(['reply']);
    expect(store.casts.thread(root.hash, START_ASC, 1).map((c) => c.text)).toEqual(['root']);
    expect(store.casts.byHash(root.hash)!.replies_count).toBe(1);
    store.casts.remove(reply);
    expect(store.casts.byHash(root.hash)!.replies_count).toBe(0);
    expect(store.casts.byHash(reply.hash)).toBeUndefined();
  });

  it('are read by hash in batches, each hash once', () => {
    const { store, user, cast } = memoryStore();
    const alice = user('1');
    const [x, y] = [cast(alice, 'x'), cast(alice, 'y')];
    expect(store.casts.byHashes([]).size).toBe(0);
    const found = store.casts.byHashes([x.hash, y.hash, x.hash, '0xmissing']);
    expect([...found.keys()].sort()).toEqual([x.hash, y.hash].sort());
    expect(found.get(y.hash)!.text).toBe('y');
    store.casts.insert({ ...NEW, hash: '0xl2', authorId: alice.id, threadHash: '0xl2', external: true, mentions: ['3'], mentionsPositions: [0] });
    expect(store.casts.byHash('0xl2')).toMatchObject({ external: 1, mentions: '["3"]', mentions_positions: '[0]' });
  });
});

const NEW = { text: 'n', mentions: [], mentionsPositions: [], embeds: '{}', parentHash: null, parentAuthorId: null, parentUrl: null, timestamp: 1 };

describe('reactions', () => {
  it('are added and removed once, read per viewer, and recasters listed oldest first', () => {
    const { store, user, cast } = memoryStore();
    const [alice, bob] = [user('1'), user('2')];
    const [x, y] = [cast(alice, 'x'), cast(alice, 'y')];
    expect(store.reactions.add(x.id, LIKE, bob.id, 5)).toBe(true);
    expect(store.reactions.add(x.id, LIKE, bob.id, 6)).toBe(false);
    store.reactions.add(x.id, RECAST, bob.id, 7);
    store.reactions.add(x.id, RECAST, alice.id, 3);
    store.reactions.add(y.id, LIKE, alice.id, 3);
    expect([...store.reactions.byViewer(bob.id, [x.id, y.id])].sort()).toEqual([`${x.id}:1`, `${x.id}:2`]);
    expect(store.reactions.recasters([x.id, y.id])).toEqual(new Map([[x.id, ['1', '2']]]));
    expect(store.reactions.remove(x.id, LIKE, bob.id)).toBe(true);
    expect(store.reactions.remove(x.id, LIKE, bob.id)).toBe(false);
    store.reactions.removeForCast(x.id);
    expect(store.reactions.byViewer(bob.id, [x.id]).size).toBe(0);
    expect(store.reactions.byViewer(alice.id, [y.id]).size).toBe(1);
  });

  it('list who liked or recast a cast, newest first, page by page', () => {
    const { store, user, cast } = memoryStore();
    const [a, b, c] = [user('1'), user('2'), user('3')];
    const x = cast(a, 'x');
    react(store, x.id, LIKE, b.id, 10);
    react(store, x.id, LIKE, c.id, 20);
    react(store, x.id, RECAST, a.id, 30);
    const likers = store.reactors.page(x.id, LIKE, START_DESC, 10);
    expect(likers.map((u) => [u.fid, u.reacted_at])).toEqual([['3', 20], ['2', 10]]);
    expect(store.reactors.page(x.id, LIKE, { ts: 20, id: c.id }, 10).map((u) => u.fid)).toEqual(['2']);
    expect(store.reactors.page(x.id, LIKE, START_DESC, 1).map((u) => u.fid)).toEqual(['3']);
    expect(store.reactors.page(x.id, RECAST, START_DESC, 10).map((u) => u.fid)).toEqual(['1']);
  });
});

describe('search', () => {
  it('turns a query into words that must all appear, the last one as a prefix', () => {
    expect(matchExpression('Hello, World')).toBe('"hello" "world"*');
    expect(matchExpression('café_au 42')).toBe('"café_au" "42"*');
    expect(matchExpression(' ?! ')).toBeNull();
  });

  it('finds casts holding every word, best first, without accents, and forgets deleted ones', () => {
    const { store, user, cast } = memoryStore();
    const alice = user('1');
    const once = cast(alice, 'a cafe by the sea');
    const twice = cast(alice, 'café café at noon, the café');
    cast(alice, 'tea by the sea');
    const search = (query: string) => store.castSearch.page(matchExpression(query)!, START_DESC, 10).map((m) => m.hash);
    expect(search('cafe')).toEqual([twice.hash, once.hash]);
    expect(search('caf')).toEqual([twice.hash, once.hash]);
    expect(search('sea cafe')).toEqual([once.hash]);
    const [best] = store.castSearch.page(matchExpression('cafe')!, START_DESC, 1);
    expect(store.castSearch.page(matchExpression('cafe')!, { ts: best!.score, id: best!.id }, 10).map((m) => m.hash)).toEqual([once.hash]);
    removeCast(store, once);
    expect(search('cafe')).toEqual([twice.hash]);
  });

  it('indexes the casts of a database made before the index existed', () => {
    const db = openDatabase(':memory:');
    const users = userStore(db);
    const id = users.insert({ fid: '1', external: false, custodyAddress: null, username: 'a', displayName: '', bio: '', bioMentions: [], pfpUrl: '', url: '', registeredAt: 0 });
    castStore(db).insert({ ...NEW, hash: '0xold', authorId: id, text: 'older than the index', threadHash: '0xold', external: false });
    expect(castSearchStore(db).page(matchExpression('older')!, START_DESC, 10).map((m) => m.hash)).toEqual(['0xold']);
  });
});

describe('following feed', () => {
  it('holds the viewer’s casts, those of people they follow and what those people recast, newest first', () => {
    const { store, user, cast } = memoryStore();
    const [me, friend, stranger] = [user('1'), user('2'), user('3')];
    follow(store, me.id, friend.id, 1);
    const mine = cast(me, 'mine');
    const theirs = cast(stranger, 'stranger');
    const friends = cast(friend, 'friend');
    react(store, theirs.id, RECAST, friend.id, 10_000);
    react(store, theirs.id, LIKE, friend.id, 11_000);
    const feed = store.feed.page(me.id, START_DESC, 10);
    expect(feed.map((e) => [e.hash, e.recaster_id, e.ts])).toEqual([
      [theirs.hash, friend.id, 10_000],
      [friends.hash, null, friends.timestamp],
      [mine.hash, null, mine.timestamp],
    ]);
    expect(feed[0]!.key).not.toBe(feed[1]!.key);
    const after = store.feed.page(me.id, { ts: feed[0]!.ts, id: feed[0]!.key }, 10);
    expect(after.map((e) => e.hash)).toEqual([friends.hash, mine.hash]);
    expect(store.feed.page(me.id, START_DESC, 1)).toHaveLength(1);
    expect(store.feed.page(stranger.id, START_DESC, 10).map((e) => e.hash)).toEqual([theirs.hash]);
  });
});
