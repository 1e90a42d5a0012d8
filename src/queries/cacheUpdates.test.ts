import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Cast, Page, User } from '../api/model';
import {
  addPostedCast,
  applyFollowToViewer,
  bookmarkInCache,
  cancelCastReads,
  cancelUserReads,
  mapCast,
  mapCastPages,
  removeCastFromCache,
  removeFromPages,
  updateCastInCache,
  updateUserInCache,
  withBookmark,
  withFollow,
  withReaction,
  type CastPages,
} from './cacheUpdates';
import { readKeys } from './queryKeys';
import { testCast, testUser } from './testModel';
import { castHashOf, fidOf } from '../api/ids';

const VIEWER = fidOf('0xviewer');
const pages = (...items: Cast[][]): CastPages => ({ pages: items.map((i, n) => ({ items: i, next: n < items.length - 1 ? `c${n}` : null })), pageParams: items.map((_, n) => (n === 0 ? null : `c${n - 1}`)) });
const hashes = (data: CastPages | undefined) => data?.pages.map((p) => p.items.map((c) => c.hash));
const withQuotes = (...quotes: Cast[]) => ({ images: [], urls: [], quotes, quoteHashes: quotes.map((q) => q.hash) });

/** A read whose first answer has not arrived: its entry exists, without data. */
function loading(client: QueryClient, key: QueryKey): void {
  void client.prefetchQuery({ queryKey: key, queryFn: () => new Promise<never>(() => {}) });
}

describe('withReaction and withFollow', () => {
  it('change the count once per state change and never below zero', () => {
    const cast = testCast({ likes: 3, recasts: 0 });
    const liked = withReaction(cast, 'like', true);
    expect(liked).toMatchObject({ likes: 4, viewerLiked: true });
    expect(withReaction(liked, 'like', true)).toBe(liked);
    expect(withReaction(liked, 'like', false)).toMatchObject({ likes: 3, viewerLiked: false });
    expect(withReaction(testCast({ recasts: 0, viewerRecasted: true }), 'recast', false).recasts).toBe(0);
    const user = testUser({ followerCount: 1, viewer: { isFollowing: false, isFollowedBy: true } });
    expect(withFollow(user, true)).toMatchObject({ followerCount: 2, viewer: { isFollowing: true, isFollowedBy: true } });
    expect(withFollow(withFollow(user, true), false)).toMatchObject({ followerCount: 1, viewer: { isFollowing: false } });
  });

  it('a recast moves the recast count and mark, never the likes', () => {
    const cast = testCast({ likes: 5, recasts: 2 });
    const recasted = withReaction(cast, 'recast', true);
    expect(recasted).toMatchObject({ recasts: 3, viewerRecasted: true, likes: 5, viewerLiked: false });
    expect(withReaction(recasted, 'recast', true)).toBe(recasted);
    expect(withReaction(recasted, 'recast', false)).toMatchObject({ recasts: 2, viewerRecasted: false, likes: 5 });
    expect(withReaction(cast, 'recast', false)).toBe(cast);
  });

  it('following someone already followed changes nothing', () => {
    const followed = testUser({ followerCount: 4, viewer: { isFollowing: true, isFollowedBy: false } });
    expect(withFollow(followed, true)).toBe(followed);
    const notFollowed = testUser({ followerCount: 4, viewer: { isFollowing: false, isFollowedBy: false } });
    expect(withFollow(notFollowed, false)).toBe(notFollowed);
  });

  it('a profile read without the viewer’s relation to it can still be followed', () => {
    const user = testUser({ followerCount: 4 });
    expect(withFollow(user, true)).toMatchObject({ followerCount: 5, viewer: { isFollowing: true, isFollowedBy: false } });
  });
});

describe('mapCast, mapCastPages and removeFromPages', () => {
  it('change every quote that is the cast, not only when all of them are', () => {
    const target = testCast({ hash: '0xaa', likes: 0 });
    const quoting = testCast({ hash: '0x01', embeds: withQuotes(testCast({ hash: '0xbb' }), target) });
    const next = mapCast(quoting, castHashOf('0xaa'), (c) => withReaction(c, 'like', true));
    expect(next.embeds.quotes.map((q) => [q.hash, q.likes])).toEqual([['0xbb', 0], ['0xaa', 1]]);
    expect(next.embeds.quoteHashes).toEqual(['0xbb', '0xaa']);
  });

  it('hand back the very same objects when the cast is nowhere in them', () => {
    const cast = testCast({ hash: '0x01', reply: testCast({ hash: '0x02' }), embeds: withQuotes(testCast({ hash: '0x03' })) });
    const like = (c: Cast) => withReaction(c, 'like', true);
    expect(mapCast(cast, castHashOf('0xff'), like)).toBe(cast);
    const data = pages([cast], [testCast({ hash: '0x04' })]);
    expect(mapCastPages(data, castHashOf('0xff'), like)).toBe(data);
  });

  it('leave the pages without the cast as they were', () => {
    const first = [testCast({ hash: '0x01' }), testCast({ hash: '0x02' })];
    const data = pages(first, [testCast({ hash: '0xaa' })]);
    const next = mapCastPages(data, castHashOf('0xaa'), (c) => withReaction(c, 'like', true));
    expect(hashes(next)).toEqual([['0x01', '0x02'], ['0xaa']]);
    expect(next.pages[0]).toBe(data.pages[0]);
    expect(next.pages[1]?.items[0]?.viewerLiked).toBe(true);
    expect(data.pages[1]?.items[0]?.viewerLiked).toBe(false);
    const without = removeFromPages(data, castHashOf('0xaa'));
    expect(hashes(without)).toEqual([['0x01', '0x02'], []]);
    expect(without.pages[0]).toBe(data.pages[0]);
    expect(removeFromPages(data, castHashOf('0xff'))).toBe(data);
  });
});

describe('cast cache updates', () => {
  it('update the cast in every feed, thread, head and single entry, including folded replies and quotes', () => {
    const client = new QueryClient();
    const target = testCast({ hash: '0xaa', likes: 1 });
    client.setQueryData(readKeys.casts(VIEWER, {}), pages([testCast({ hash: '0x01', reply: target })]));
    client.setQueryData(readKeys.casts(VIEWER, { fid: fidOf('9') }), pages([target], [testCast({ hash: '0x02' })]));
    client.setQueryData(readKeys.thread(VIEWER, castHashOf('0x01')), pages([testCast({ hash: '0x03', embeds: { images: [], urls: [], quotes: [target], quoteHashes: [] } })]));
    client.setQueryData<Page<Cast>>(readKeys.castsHead(VIEWER, {}), { items: [target], next: null });
    client.setQueryData(readKeys.cast(VIEWER, castHashOf('0xaa')), target);
    client.setQueryData(readKeys.cast('anon', castHashOf('0xaa')), target);

    updateCastInCache(client, VIEWER, castHashOf('0xAA'), (c) => withReaction(c, 'like', true));

    expect(client.getQueryData<CastPages>(readKeys.casts(VIEWER, {}))?.pages[0]?.items[0]?.reply?.likes).toBe(2);
    expect(client.getQueryData<CastPages>(readKeys.casts(VIEWER, { fid: fidOf('9') }))?.pages[0]?.items[0]?.likes).toBe(2);
    expect(client.getQueryData<CastPages>(readKeys.thread(VIEWER, castHashOf('0x01')))?.pages[0]?.items[0]?.embeds.quotes[0]?.likes).toBe(2);
    expect(client.getQueryData<Page<Cast>>(readKeys.castsHead(VIEWER, {}))?.items[0]?.likes).toBe(2);
    expect(client.getQueryData<Cast>(readKeys.cast(VIEWER, castHashOf('0xaa')))?.viewerLiked).toBe(true);
    expect(client.getQueryData<Cast>(readKeys.cast('anon', castHashOf('0xaa')))?.likes).toBe(1);
  });

  it('removes a cast from every list and puts the lists back on undo', () => {
    const client = new QueryClient();
    const feed = pages([testCast({ hash: '0x01' }), testCast({ hash: '0x02' })], [testCast({ hash: '0x03', reply: testCast({ hash: '0x02' }) })]);
    client.setQueryData(readKeys.casts(VIEWER, {}), feed);
    const undo = removeCastFromCache(client, VIEWER, castHashOf('0x02'));
    const after = client.getQueryData<CastPages>(readKeys.casts(VIEWER, {}));
    expect(hashes(after)).toEqual([['0x01'], ['0x03']]);
    expect(after?.pages[1]?.items[0]?.reply).toBeNull();
    undo();
    expect(client.getQueryData(readKeys.casts(VIEWER, {}))).toEqual(feed);
  });

  it('removes a cast that stands alone in its list', () => {
    const client = new QueryClient();
    client.setQueryData(readKeys.casts(VIEWER, {}), pages([testCast({ hash: '0x01' }), testCast({ hash: '0x02' })]));
    removeCastFromCache(client, VIEWER, castHashOf('0x01'));
    expect(hashes(client.getQueryData(readKeys.casts(VIEWER, {})))).toEqual([['0x02']]);
  });

  it('removing a folded reply leaves the replies folded under other casts', () => {
    const client = new QueryClient();
    const keep = testCast({ hash: '0x01', reply: testCast({ hash: '0x11' }) });
    const fold = testCast({ hash: '0x02', reply: testCast({ hash: '0x22' }) });
    client.setQueryData(readKeys.thread(VIEWER, castHashOf('0x01')), pages([keep, fold]));
    removeCastFromCache(client, VIEWER, castHashOf('0x22'));
    const after = client.getQueryData<CastPages>(readKeys.thread(VIEWER, castHashOf('0x01')));
    expect(hashes(after)).toEqual([['0x01', '0x02']]);
    expect(after?.pages[0]?.items.map((c) => c.reply?.hash ?? null)).toEqual(['0x11', null]);
  });

  it('takes a deleted cast out of a feed’s polled head too, and undo puts it back', () => {
    const client = new QueryClient();
    const head: Page<Cast> = { items: [testCast({ hash: '0x01' }), testCast({ hash: '0x02' })], next: 'c0' };
    client.setQueryData(readKeys.castsHead(VIEWER, {}), head);
    const undo = removeCastFromCache(client, VIEWER, castHashOf('0x02'));
    expect(client.getQueryData<Page<Cast>>(readKeys.castsHead(VIEWER, {}))).toEqual({ items: [head.items[0]], next: 'c0' });
    undo();
    expect(client.getQueryData(readKeys.castsHead(VIEWER, {}))).toEqual(head);
  });

  it('undo puts back only the lists the cast was taken from, leaving newer reads of the others', () => {
    const client = new QueryClient();
    const feed = pages([testCast({ hash: '0x01' }), testCast({ hash: '0xaa' })]);
    client.setQueryData(readKeys.casts(VIEWER, {}), feed);
    client.setQueryData(readKeys.casts(VIEWER, { fid: fidOf('9') }), pages([testCast({ hash: '0x09' })]));
    client.setQueryData<Page<Cast>>(readKeys.castsHead(VIEWER, { fid: fidOf('9') }), { items: [testCast({ hash: '0x09' })], next: null });
    const entries = client.getQueryCache().getAll().length;

    const undo = removeCastFromCache(client, VIEWER, castHashOf('0xaa'));
    const newerFeed = pages([testCast({ hash: '0x10' }), testCast({ hash: '0x09' })]);
    const newerHead: Page<Cast> = { items: [testCast({ hash: '0x10' })], next: null };
    client.setQueryData(readKeys.casts(VIEWER, { fid: fidOf('9') }), newerFeed);
    client.setQueryData(readKeys.castsHead(VIEWER, { fid: fidOf('9') }), newerHead);
    undo();

    expect(client.getQueryData(readKeys.casts(VIEWER, {}))).toEqual(feed);
    expect(client.getQueryData(readKeys.casts(VIEWER, { fid: fidOf('9') }))).toEqual(newerFeed);
    expect(client.getQueryData(readKeys.castsHead(VIEWER, { fid: fidOf('9') }))).toEqual(newerHead);
    expect(client.getQueryCache().getAll()).toHaveLength(entries);
  });

  it('a delete while a feed is still loading leaves that feed loading', () => {
    const client = new QueryClient();
    loading(client, readKeys.casts(VIEWER, { fid: fidOf('9') }));
    loading(client, readKeys.castsHead(VIEWER, { fid: fidOf('9') }));
    client.setQueryData(readKeys.casts(VIEWER, {}), pages([testCast({ hash: '0xaa' })]));
    const undo = removeCastFromCache(client, VIEWER, castHashOf('0xaa'));
    expect(hashes(client.getQueryData(readKeys.casts(VIEWER, {})))).toEqual([[]]);
    expect(client.getQueryState(readKeys.casts(VIEWER, { fid: fidOf('9') }))).toMatchObject({ status: 'pending', data: undefined });
    expect(client.getQueryState(readKeys.castsHead(VIEWER, { fid: fidOf('9') }))).toMatchObject({ status: 'pending', data: undefined });
    undo();
    expect(hashes(client.getQueryData(readKeys.casts(VIEWER, {})))).toEqual([['0xaa']]);
  });

  it('puts a posted cast on top of the feeds it belongs to, once', () => {
    const client = new QueryClient();
    const author = testUser({ fid: VIEWER });
    const channel = 'https://warpcast.com/~/channel/dev';
    for (const key of [
      readKeys.casts(VIEWER, {}),
      readKeys.casts(VIEWER, { following: true }),
      readKeys.casts(VIEWER, { fid: VIEWER }),
      readKeys.casts(VIEWER, { parentChain: channel }),
      readKeys.casts(VIEWER, { fid: fidOf('other') }),
    ]) {
      client.setQueryData(key, pages([testCast({ hash: '0x01' })]));
    }
    const posted = testCast({ hash: '0xnew', author, parentUrl: channel });
    addPostedCast(client, VIEWER, posted);
    addPostedCast(client, VIEWER, posted);
    expect(hashes(client.getQueryData(readKeys.casts(VIEWER, {})))).toEqual([['0xnew', '0x01']]);
    expect(hashes(client.getQueryData(readKeys.casts(VIEWER, { following: true })))).toEqual([['0xnew', '0x01']]);
    expect(hashes(client.getQueryData(readKeys.casts(VIEWER, { fid: VIEWER })))).toEqual([['0xnew', '0x01']]);
    expect(hashes(client.getQueryData(readKeys.casts(VIEWER, { parentChain: channel })))).toEqual([['0xnew', '0x01']]);
    expect(hashes(client.getQueryData(readKeys.casts(VIEWER, { fid: fidOf('other') })))).toEqual([['0x01']]);
    expect(client.getQueryData(readKeys.cast(VIEWER, castHashOf('0xnew')))).toBe(posted);
  });

  it('shows a posted cast once even when the feed has more pages loaded', () => {
    const client = new QueryClient();
    client.setQueryData(readKeys.casts(VIEWER, {}), pages([testCast({ hash: '0x01' })], [testCast({ hash: '0x02' })]));
    const posted = testCast({ hash: '0xnew' });
    addPostedCast(client, VIEWER, posted);
    addPostedCast(client, VIEWER, posted);
    expect(hashes(client.getQueryData(readKeys.casts(VIEWER, {})))).toEqual([['0xnew', '0x01'], ['0x02']]);
  });

  it('puts a posted reply at the end of its thread and counts it on the parent', () => {
    const client = new QueryClient();
    const root = testCast({ hash: '0xroot', replies: 0 });
    client.setQueryData(readKeys.thread(VIEWER, castHashOf('0xroot')), pages([root]));
    client.setQueryData(readKeys.cast(VIEWER, castHashOf('0xroot')), root);
    client.setQueryData(readKeys.casts(VIEWER, {}), pages([root]));
    addPostedCast(client, VIEWER, testCast({ hash: '0xreply', parentHash: '0xroot', threadHash: '0xroot' }));
    expect(hashes(client.getQueryData(readKeys.thread(VIEWER, castHashOf('0xroot'))))).toEqual([['0xroot', '0xreply']]);
    expect(client.getQueryData<Cast>(readKeys.cast(VIEWER, castHashOf('0xroot')))?.replies).toBe(1);
    expect(hashes(client.getQueryData(readKeys.casts(VIEWER, {})))).toEqual([['0xroot']]);
  });

  it('shows a posted reply once, even when told of it twice', () => {
    const client = new QueryClient();
    const root = testCast({ hash: '0xroot', replies: 0 });
    client.setQueryData(readKeys.thread(VIEWER, castHashOf('0xroot')), pages([root], [testCast({ hash: '0xolder', parentHash: '0xroot' })]));
    const reply = testCast({ hash: '0xreply', parentHash: '0xroot', threadHash: '0xroot' });
    addPostedCast(client, VIEWER, reply);
    expect(hashes(client.getQueryData(readKeys.thread(VIEWER, castHashOf('0xroot'))))).toEqual([['0xroot'], ['0xolder', '0xreply']]);
    addPostedCast(client, VIEWER, { ...reply, hash: castHashOf('0xREPLY') });
    expect(hashes(client.getQueryData(readKeys.thread(VIEWER, castHashOf('0xroot'))))).toEqual([['0xroot'], ['0xolder', '0xreply']]);
  });

  it('puts a reply to a reply at the end of the whole conversation and counts it on its own parent', () => {
    const client = new QueryClient();
    const root = testCast({ hash: '0xroot', replies: 1 });
    const middle = testCast({ hash: '0xmid', parentHash: '0xroot', threadHash: '0xroot', replies: 0 });
    client.setQueryData(readKeys.thread(VIEWER, castHashOf('0xroot')), pages([root, middle]));
    client.setQueryData(readKeys.thread(VIEWER, castHashOf('0xmid')), pages([middle]));
    addPostedCast(client, VIEWER, testCast({ hash: '0xreply', parentHash: '0xmid', threadHash: '0xroot' }));
    const conversation = client.getQueryData<CastPages>(readKeys.thread(VIEWER, castHashOf('0xroot')));
    expect(hashes(conversation)).toEqual([['0xroot', '0xmid', '0xreply']]);
    expect(conversation?.pages[0]?.items.map((c) => c.replies)).toEqual([1, 1, 0]);
    expect(hashes(client.getQueryData(readKeys.thread(VIEWER, castHashOf('0xmid'))))).toEqual([['0xmid']]);
  });
});

describe('bookmarks in the cache', () => {
  it('withBookmark sets the flag, and returns the same cast when it is set already', () => {
    const kept = testCast({ hash: '0xaa', viewerBookmarked: true });
    expect(withBookmark(kept, true)).toBe(kept);
    expect(withBookmark(kept, false)).toMatchObject({ hash: '0xaa', viewerBookmarked: false });
    expect(withBookmark(testCast({ hash: '0xbb' }), true).viewerBookmarked).toBe(true);
  });

  it('flags the card everywhere and puts the cast on top of the Bookmarks list; undo puts both back', () => {
    const client = new QueryClient();
    const target = testCast({ hash: '0xaa', viewerBookmarked: false });
    const list = { pages: [{ items: [testCast({ hash: '0x01', viewerBookmarked: true })], next: null, keptInBrowser: false }], pageParams: [null] };
    client.setQueryData(readKeys.casts(VIEWER, {}), pages([target]));
    client.setQueryData(readKeys.bookmarks(VIEWER), list);
    const undo = bookmarkInCache(client, VIEWER, target, true);
    expect(client.getQueryData<CastPages>(readKeys.casts(VIEWER, {}))?.pages[0]?.items[0]?.viewerBookmarked).toBe(true);
    const listed = client.getQueryData<typeof list>(readKeys.bookmarks(VIEWER));
    expect(hashes(listed)).toEqual([['0xaa', '0x01']]);
    expect(listed?.pages[0]).toMatchObject({ keptInBrowser: false, items: [{ viewerBookmarked: true }, {}] });
    undo();
    expect(client.getQueryData<CastPages>(readKeys.casts(VIEWER, {}))?.pages[0]?.items[0]?.viewerBookmarked).toBe(false);
    expect(client.getQueryData(readKeys.bookmarks(VIEWER))).toEqual(list);
  });

  it('taking a bookmark away takes the cast off the list; a list never read stays unread', () => {
    const client = new QueryClient();
    const kept = testCast({ hash: '0xaa', viewerBookmarked: true });
    client.setQueryData(readKeys.bookmarks(VIEWER), pages([testCast({ hash: '0x01' }), kept]));
    const undo = bookmarkInCache(client, VIEWER, kept, false);
    expect(hashes(client.getQueryData<CastPages>(readKeys.bookmarks(VIEWER)))).toEqual([['0x01']]);
    undo();
    expect(hashes(client.getQueryData<CastPages>(readKeys.bookmarks(VIEWER)))).toEqual([['0x01', '0xaa']]);
    expect(client.getQueryData<CastPages>(readKeys.bookmarks(VIEWER))?.pages[0]?.items[1]?.viewerBookmarked).toBe(true);

    const other = new QueryClient();
    bookmarkInCache(other, VIEWER, kept, false);
    expect(other.getQueryData(readKeys.bookmarks(VIEWER))).toBeUndefined();
  });

  it('a flag the gateway did not give (kept in this browser) is undone to the opposite of the change', () => {
    const client = new QueryClient();
    const unknown = testCast({ hash: '0xaa' });
    client.setQueryData(readKeys.cast(VIEWER, castHashOf('0xaa')), unknown);
    const undo = bookmarkInCache(client, VIEWER, unknown, true);
    expect(client.getQueryData<Cast>(readKeys.cast(VIEWER, castHashOf('0xaa')))?.viewerBookmarked).toBe(true);
    undo();
    expect(client.getQueryData<Cast>(readKeys.cast(VIEWER, castHashOf('0xaa')))?.viewerBookmarked).toBe(false);
  });
});

describe('cancelling reads in flight', () => {
  /** A read of `key` that answers `stale` only when the test says so, as a slow gateway would. */
  function slowRead<T>(client: QueryClient, key: QueryKey, stale: T): () => void {
    let answer: (value: T) => void = () => {};
    client.fetchQuery({ queryKey: key, queryFn: () => new Promise<T>((resolve) => (answer = resolve)) }).catch(() => {});
    return () => answer(stale);
  }

  it('stops every read of casts, so a late answer cannot undo the change on screen', async () => {
    const client = new QueryClient();
    const keys = [readKeys.casts(VIEWER, {}), readKeys.thread(VIEWER, castHashOf('0x01')), readKeys.bookmarks(VIEWER), readKeys.castsHead(VIEWER, {}), readKeys.cast(VIEWER, castHashOf('0x01'))];
    const answers = keys.map((key) => slowRead(client, key, 'stale'));
    const otherViewer = slowRead(client, readKeys.casts('anon', {}), 'for anon');

    await cancelCastReads(client, VIEWER);
    for (const key of keys) client.setQueryData(key, 'optimistic');
    for (const answer of [...answers, otherViewer]) answer();
    await new Promise((resolve) => setTimeout(resolve, 0));

    for (const key of keys) expect(client.getQueryData(key)).toBe('optimistic');
    expect(client.getQueryData(readKeys.casts('anon', {}))).toBe('for anon');
  });

  it('stops every read of profiles and follow lists, and no other', async () => {
    const client = new QueryClient();
    const keys = [readKeys.user(VIEWER, fidOf('5')), readKeys.userByUsername(VIEWER, 'five'), readKeys.following(VIEWER, fidOf('5')), readKeys.followers(VIEWER, fidOf('5'))];
    const answers = keys.map((key) => slowRead(client, key, 'stale'));
    const castRead = slowRead(client, readKeys.cast(VIEWER, castHashOf('0x01')), 'a cast');

    await cancelUserReads(client, VIEWER);
    for (const key of keys) client.setQueryData(key, 'optimistic');
    for (const answer of [...answers, castRead]) answer();
    await new Promise((resolve) => setTimeout(resolve, 0));

    for (const key of keys) expect(client.getQueryData(key)).toBe('optimistic');
    expect(client.getQueryData(readKeys.cast(VIEWER, castHashOf('0x01')))).toBe('a cast');
  });
});

describe('user cache updates', () => {
  it('a follow changes the profile, the user in lists and the viewer’s own following count', () => {
    const client = new QueryClient();
    const target = testUser({ fid: '5', username: 'five', followerCount: 10, viewer: { isFollowing: false, isFollowedBy: false } });
    client.setQueryData(readKeys.user(VIEWER, fidOf('5')), target);
    client.setQueryData(readKeys.userByUsername(VIEWER, 'five'), target);
    client.setQueryData(readKeys.followers(VIEWER, fidOf('7')), { pages: [{ items: [target], next: null }], pageParams: [null] });
    client.setQueryData(readKeys.user(VIEWER, VIEWER), testUser({ fid: VIEWER, followingCount: 2 }));

    updateUserInCache(client, VIEWER, fidOf('5'), (u) => withFollow(u, true));
    applyFollowToViewer(client, VIEWER, fidOf('5'), true);

    expect(client.getQueryData<User>(readKeys.user(VIEWER, fidOf('5')))?.followerCount).toBe(11);
    expect(client.getQueryData<User>(readKeys.userByUsername(VIEWER, 'five'))?.viewer?.isFollowing).toBe(true);
    expect(client.getQueryData<{ pages: Page<User>[] }>(readKeys.followers(VIEWER, fidOf('7')))?.pages[0]?.items[0]?.followerCount).toBe(11);
    expect(client.getQueryData<User>(readKeys.user(VIEWER, VIEWER))?.followingCount).toBe(3);
  });

  it('a follow changes the person in search results, suggestions and who reacted, and leaves the others', () => {
    const client = new QueryClient();
    const target = testUser({ fid: '5', username: 'five', followerCount: 10, viewer: { isFollowing: false, isFollowedBy: false } });
    const other = testUser({ fid: '6', username: 'six', followerCount: 3 });
    const reactors = readKeys.reactors(VIEWER, 'likes', castHashOf('0x01'));
    client.setQueryData(readKeys.userSearch(VIEWER, 'fi'), [other, target]);
    client.setQueryData(readKeys.suggestedUsers(VIEWER), [target]);
    client.setQueryData(reactors, { pages: [{ items: [other] }, { items: [target], next: null }], pageParams: [null, 'c'] });

    updateUserInCache(client, VIEWER, fidOf('5'), (u) => withFollow(u, true));

    const searched = client.getQueryData<User[]>(readKeys.userSearch(VIEWER, 'fi'))!;
    expect(searched.map((u) => u.viewer?.isFollowing ?? false)).toEqual([false, true]);
    expect(searched[0]).toBe(other);
    expect(client.getQueryData<User[]>(readKeys.suggestedUsers(VIEWER))?.[0]?.followerCount).toBe(11);
    expect(client.getQueryData<{ pages: Page<User>[] }>(reactors)?.pages[1]?.items[0]?.viewer?.isFollowing).toBe(true);
  });

  it('a follow marks the lists and the Following feed it changes as out of date, without reading them now', () => {
    const client = new QueryClient();
    const keys = [readKeys.following(VIEWER, VIEWER), readKeys.followers(VIEWER, fidOf('5')), readKeys.casts(VIEWER, { following: true })];
    const untouched = readKeys.casts(VIEWER, {});
    for (const key of [...keys, untouched]) client.setQueryData(key, pages([]));
    applyFollowToViewer(client, VIEWER, fidOf('5'), true);
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true]);
    expect(client.getQueryState(untouched)?.isInvalidated).toBe(false);
    expect(client.isFetching()).toBe(0);
  });

  it('changes only the user with that FID, and leaves reads still loading alone', () => {
    const client = new QueryClient();
    const target = testUser({ fid: '5', username: 'five', followerCount: 10 });
    const other = testUser({ fid: '6', username: 'six', followerCount: 20 });
    client.setQueryData(readKeys.userByUsername(VIEWER, 'six'), other);
    client.setQueryData(readKeys.userByUsername(VIEWER, 'nobody'), null);
    loading(client, readKeys.userByUsername(VIEWER, 'five'));
    client.setQueryData(readKeys.following(VIEWER, fidOf('7')), { pages: [{ items: [other, target], next: null }], pageParams: [null] });
    loading(client, readKeys.followers(VIEWER, fidOf('7')));

    updateUserInCache(client, VIEWER, fidOf('5'), (u) => withFollow(u, true));

    expect(client.getQueryData(readKeys.userByUsername(VIEWER, 'six'))).toEqual(other);
    expect(client.getQueryData(readKeys.userByUsername(VIEWER, 'nobody'))).toBeNull();
    expect(client.getQueryState(readKeys.userByUsername(VIEWER, 'five'))?.status).toBe('pending');
    const list = client.getQueryData<{ pages: Page<User>[] }>(readKeys.following(VIEWER, fidOf('7')));
    expect(list?.pages[0]?.items.map((u) => [u.fid, u.followerCount])).toEqual([['6', 20], ['5', 11]]);
    expect(client.getQueryState(readKeys.followers(VIEWER, fidOf('7')))?.status).toBe('pending');
  });

  it('an unfollow lowers the viewer’s following count, never below zero', () => {
    const client = new QueryClient();
    client.setQueryData(readKeys.user(VIEWER, VIEWER), testUser({ fid: VIEWER, followingCount: 2 }));
    applyFollowToViewer(client, VIEWER, fidOf('5'), false);
    expect(client.getQueryData<User>(readKeys.user(VIEWER, VIEWER))?.followingCount).toBe(1);
    client.setQueryData(readKeys.user(VIEWER, VIEWER), testUser({ fid: VIEWER, followingCount: 0 }));
    applyFollowToViewer(client, VIEWER, fidOf('5'), false);
    expect(client.getQueryData<User>(readKeys.user(VIEWER, VIEWER))?.followingCount).toBe(0);
  });

  it('marks the two follow lists a follow changes to be read again when next shown, not at once, and nothing else', async () => {
    const client = new QueryClient();
    const reads: string[] = [];
    const read = async (key: QueryKey) => {
      await client.fetchQuery({ queryKey: key, queryFn: () => (reads.push(String(key[2])), { pages: [], pageParams: [] }) });
    };
    const changed = [readKeys.following(VIEWER, VIEWER), readKeys.followers(VIEWER, fidOf('5'))];
    const unchanged = [readKeys.followers(VIEWER, VIEWER), readKeys.following(VIEWER, fidOf('5')), readKeys.user(VIEWER, fidOf('5'))];
    for (const key of [...changed, ...unchanged]) await read(key);
    reads.length = 0;

    applyFollowToViewer(client, VIEWER, fidOf('5'), true);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(changed.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true]);
    expect(unchanged.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([false, false, false]);
    expect(reads).toEqual([]);
  });
});
