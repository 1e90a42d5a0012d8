import { describe, expect, it } from 'vitest';
import { testStore } from '../testing/testStore';
import { searchWords } from './castSearch';
import { START_ASC, START_DESC } from './cursor';
import { follow, react, removeCast } from './effects';
import { LIKE, RECAST } from './rows';

describe('cast pages', () => {
  it('list all casts, an author’s or a channel’s, newest first, strictly after the position', async () => {
    const { store, user, cast } = await testStore();
    const [alice, bob] = [await user('1'), await user('2')];
    await cast(alice, 'a1', { parentUrl: 'https://ch/x' });
    const b1 = await cast(bob, 'b1');
    const a2 = await cast(alice, 'a2');
    const texts = (rows: { text: string }[]) => rows.map((c) => c.text);
    expect(texts(await store.casts.page({ kind: 'all' }, START_DESC, 10))).toEqual(['a2', 'b1', 'a1']);
    expect(texts(await store.casts.page({ kind: 'all' }, { ts: b1.timestamp, id: b1.id }, 10))).toEqual(['a1']);
    expect(texts(await store.casts.page({ kind: 'all' }, START_DESC, 2))).toEqual(['a2', 'b1']);
    expect(texts(await store.casts.page({ kind: 'author', authorId: alice.id }, START_DESC, 10))).toEqual(['a2', 'a1']);
    expect(texts(await store.casts.page({ kind: 'channel', parentUrl: 'https://ch/x' }, START_DESC, 10))).toEqual(['a1']);
    expect(a2).toMatchObject({ author_id: alice.id, mentions: '[]', mentions_positions: '[]', external: 0, replies_count: 0 });
  });

  it('walk a thread oldest first, and count replies on the parent, seen at once', async () => {
    const { store, user, cast } = await testStore();
    const [alice, bob] = [await user('1'), await user('2')];
    const root = await cast(alice, 'root');
    const reply = await cast(bob, 'reply', { parentHash: root.hash, parentAuthorId: alice.id, threadHash: root.hash });
    await cast(alice, 'elsewhere');
    const texts = async (from: { ts: number; id: number }, limit: number) => (await store.casts.thread(root.hash, from, limit)).map((c) => c.text);
    expect(await texts(START_ASC, 10)).toEqual(['root', 'reply']);
    expect(await texts({ ts: root.timestamp, id: root.id }, 10)).toEqual(['reply']);
    expect(await texts(START_ASC, 1)).toEqual(['root']);
    expect((await store.casts.byHash(root.hash))!.replies_count).toBe(1);
    await store.casts.remove(reply);
    expect((await store.casts.byHash(root.hash))!.replies_count).toBe(0);
    expect(await store.casts.byHash(reply.hash)).toBeUndefined();
  });

  it('walk a thread with its replies at any depth, in time order even when a reply is dated before its root', async () => {
    const { store, user, cast } = await testStore();
    const [alice, bob] = [await user('1'), await user('2')];
    const root = await cast(alice, 'root');
    const early = await cast(bob, 'dated early', { parentHash: root.hash, parentAuthorId: alice.id, threadHash: root.hash, timestamp: 1 });
    const reply = await cast(bob, 'reply', { parentHash: root.hash, parentAuthorId: alice.id, threadHash: root.hash });
    await cast(alice, 'reply to the reply', { parentHash: reply.hash, parentAuthorId: bob.id, threadHash: root.hash });
    await cast(alice, 'another thread');
    const texts = async (from: { ts: number; id: number }, limit: number) => (await store.casts.thread(root.hash, from, limit)).map((c) => c.text);
    expect(await texts(START_ASC, 10)).toEqual(['dated early', 'root', 'reply', 'reply to the reply']);
    expect(await texts({ ts: early.timestamp, id: early.id }, 2)).toEqual(['root', 'reply']);
    expect(await texts({ ts: reply.timestamp, id: reply.id }, 10)).toEqual(['reply to the reply']);
    expect((await store.casts.thread(reply.hash, START_ASC, 10)).map((c) => c.text)).toEqual([]);
  });

  it('are read by hash in batches, each hash once', async () => {
    const { store, user, cast } = await testStore();
    const alice = await user('1');
    const [x, y] = [await cast(alice, 'x'), await cast(alice, 'y')];
    expect((await store.casts.byHashes([])).size).toBe(0);
    const found = await store.casts.byHashes([x.hash, y.hash, x.hash, '0xmissing']);
    expect([...found.keys()].sort()).toEqual([x.hash, y.hash].sort());
    expect(found.get(y.hash)!.text).toBe('y');
    await store.casts.insert({ ...NEW, hash: '0xl2', authorId: alice.id, threadHash: '0xl2', external: true, mentions: ['3'], mentionsPositions: [0] });
    expect(await store.casts.byHash('0xl2')).toMatchObject({ external: 1, mentions: '["3"]', mentions_positions: '[0]' });
  });
});

const NEW = { text: 'n', mentions: [], mentionsPositions: [], embeds: '{}', parentHash: null, parentAuthorId: null, parentUrl: null, timestamp: 1 };

describe('reactions', () => {
  it('are added and removed once, read per viewer, and recasters listed oldest first', async () => {
    const { store, user, cast } = await testStore();
    const [alice, bob] = [await user('1'), await user('2')];
    const [x, y] = [await cast(alice, 'x'), await cast(alice, 'y')];
    expect(await store.reactions.add(x.id, LIKE, bob.id, 5)).toBe(true);
    expect(await store.reactions.add(x.id, LIKE, bob.id, 6)).toBe(false);
    await store.reactions.add(x.id, RECAST, bob.id, 7);
    await store.reactions.add(x.id, RECAST, alice.id, 3);
    await store.reactions.add(y.id, LIKE, alice.id, 3);
    expect([...(await store.reactions.byViewer(bob.id, [x.id, y.id]))].sort()).toEqual([`${x.id}:1`, `${x.id}:2`]);
    expect(await store.reactions.recasters([x.id, y.id])).toEqual(new Map([[x.id, ['1', '2']]]));
    expect((await store.reactions.byViewer(bob.id, [])).size).toBe(0);
    expect((await store.reactions.recasters([])).size).toBe(0);
    expect(await store.reactions.remove(x.id, LIKE, bob.id)).toBe(true);
    expect(await store.reactions.remove(x.id, LIKE, bob.id)).toBe(false);
    await store.reactions.removeForCast(x.id);
    expect((await store.reactions.byViewer(bob.id, [x.id])).size).toBe(0);
    expect((await store.reactions.byViewer(alice.id, [y.id])).size).toBe(1);
  });

  it('list who liked or recast a cast, newest first, page by page', async () => {
    const { store, user, cast } = await testStore();
    const [a, b, c] = [await user('1'), await user('2'), await user('3')];
    const x = await cast(a, 'x');
    await react(store, x.id, LIKE, b.id, 10);
    await react(store, x.id, LIKE, c.id, 20);
    await react(store, x.id, RECAST, a.id, 30);
    const fids = async (kind: typeof LIKE, from: { ts: number; id: number }, limit: number) =>
      (await store.reactors.page(x.id, kind, from, limit)).map((u) => u.fid);
    const likers = await store.reactors.page(x.id, LIKE, START_DESC, 10);
    expect(likers.map((u) => [u.fid, u.reacted_at])).toEqual([['3', 20], ['2', 10]]);
    expect(await fids(LIKE, { ts: 20, id: c.id }, 10)).toEqual(['2']);
    expect(await fids(LIKE, START_DESC, 1)).toEqual(['3']);
    expect(await fids(RECAST, START_DESC, 10)).toEqual(['1']);
  });
});

describe('search', () => {
  it('turns a query into its words, lower-cased, with nothing of any query syntax around them', () => {
    expect(searchWords('Hello, World')).toEqual(['hello', 'world']);
    expect(searchWords('café_au 42')).toEqual(['café_au', '42']);
    expect(searchWords('Hello, "world" OR NEAR(')).toEqual(['hello', 'world', 'or', 'near']);
    expect(searchWords(' ?! ')).toBeNull();
  });

  it('takes letters that lose their accent as punctuation (ʼ ʻ ŉ ː ⑴) as words, never as query syntax', async () => {
    const { store, user, cast } = await testStore();
    const alice = await user('1');
    const dont = await cast(alice, 'I donʼt mind');
    const hawaii = await cast(alice, 'Hawaiʻi at dusk');
    const search = async (query: string) => (await store.castSearch.page(searchWords(query)!, START_DESC, 10)).map((m) => m.hash);
    expect(await search('donʼt')).toEqual([dont.hash]);
    expect(await search('hawaiʻi dusk')).toEqual([hawaii.hash]);
    for (const hostile of ['ʼ', 'ʻ', 'ŉ', 'ː', '⑴', 'aʼ:*', "x\\ʼ", 'ʼʼ ⑴ː', 'ŉ & ʻ | ⑴']) {
      expect(Array.isArray(await search(hostile)), hostile).toBe(true);
    }
  });

  it('finds casts holding every word, best first, with or without accents, and forgets deleted ones', async () => {
    const { store, user, cast } = await testStore();
    const alice = await user('1');
    const once = await cast(alice, 'a cafe by the sea');
    const twice = await cast(alice, 'Café café at noon, the CAFÉ');
    const tea = await cast(alice, 'tea by the sea');
    const matches = (query: string, from = START_DESC, limit = 10) =>
      store.castSearch.page(searchWords(query)!, from, limit);
    const search = async (query: string) => (await matches(query)).map((m) => m.hash);
    expect(await search('cafe')).toEqual([twice.hash, once.hash]);
    expect(await search('CAFÉ')).toEqual([twice.hash, once.hash]);
    expect(await search('caf')).toEqual([twice.hash, once.hash]);
    expect(await search('sea cafe')).toEqual([once.hash]);
    expect(await search('sea café')).toEqual([once.hash]);
    expect(await search('caf sea')).toEqual([]);
    expect(await search('sea')).toEqual(expect.arrayContaining([once.hash, tea.hash]));
    expect(await search('or')).toEqual([]);
    const [best] = await matches('cafe', START_DESC, 1);
    expect(best!.score).toBeGreaterThan(0);
    expect(Number.isSafeInteger(best!.score)).toBe(true);
    expect((await matches('cafe', { ts: best!.score, id: best!.id })).map((m) => m.hash)).toEqual([once.hash]);
    await removeCast(store, once);
    expect(await search('cafe')).toEqual([twice.hash]);
  });

  it('pages through casts of equal score newest first, each once', async () => {
    const { store, user, cast } = await testStore();
    const alice = await user('1');
    const same = [];
    for (let i = 0; i < 5; i++) same.push(await cast(alice, 'same words here'));
    const seen: string[] = [];
    let from = START_DESC;
    for (;;) {
      const page = await store.castSearch.page(searchWords('words')!, from, 2);
      if (page.length === 0) break;
      seen.push(...page.map((m) => m.hash));
      from = { ts: page.at(-1)!.score, id: page.at(-1)!.id };
    }
    expect(seen).toEqual(same.map((c) => c.hash).reverse());
  });
});

describe('following feed', () => {
  it('holds the viewer’s casts, those of people they follow and what those people recast, newest first', async () => {
    const { store, user, cast } = await testStore();
    const [me, friend, stranger] = [await user('1'), await user('2'), await user('3')];
    await follow(store, me.id, friend.id, 1);
    const mine = await cast(me, 'mine');
    const theirs = await cast(stranger, 'stranger');
    const friends = await cast(friend, 'friend');
    await react(store, theirs.id, RECAST, friend.id, 10_000);
    await react(store, theirs.id, LIKE, friend.id, 11_000);
    const feed = await store.feed.page(me.id, START_DESC, 10);
    expect(feed.map((e) => [e.hash, e.recaster_id, e.ts])).toEqual([
      [theirs.hash, friend.id, 10_000],
      [friends.hash, null, friends.timestamp],
      [mine.hash, null, mine.timestamp],
    ]);
    expect(feed[0]!.key).not.toBe(feed[1]!.key);
    const after = await store.feed.page(me.id, { ts: feed[0]!.ts, id: feed[0]!.key }, 10);
    expect(after.map((e) => e.hash)).toEqual([friends.hash, mine.hash]);
    expect(await store.feed.page(me.id, START_DESC, 1)).toHaveLength(1);
    expect((await store.feed.page(stranger.id, START_DESC, 10)).map((e) => e.hash)).toEqual([theirs.hash]);
  });
});
