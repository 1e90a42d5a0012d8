import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Cast, Page, User } from '../api/model';
import {
  addPostedCast,
  applyFollowToViewer,
  removeCastFromCache,
  updateCastInCache,
  updateUserInCache,
  withFollow,
  withReaction,
  type CastPages,
} from './cacheUpdates';
import { readKeys } from './queryKeys';
import { testCast, testUser } from './testModel';

const VIEWER = '0xviewer';
const pages = (...items: Cast[][]): CastPages => ({ pages: items.map((i, n) => ({ items: i, next: n < items.length - 1 ? `c${n}` : null })), pageParams: items.map((_, n) => (n === 0 ? null : `c${n - 1}`)) });
const hashes = (data: CastPages | undefined) => data?.pages.map((p) => p.items.map((c) => c.hash));

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
});

describe('cast cache updates', () => {
  it('update the cast in every feed, thread, head and single entry, including folded replies and quotes', () => {
    const client = new QueryClient();
    const target = testCast({ hash: '0xaa', likes: 1 });
    client.setQueryData(readKeys.casts(VIEWER, {}), pages([testCast({ hash: '0x01', reply: target })]));
    client.setQueryData(readKeys.casts(VIEWER, { fid: '9' }), pages([target], [testCast({ hash: '0x02' })]));
    client.setQueryData(readKeys.thread(VIEWER, '0x01'), pages([testCast({ hash: '0x03', embeds: { images: [], urls: [], quotes: [target], quoteHashes: [] } })]));
    client.setQueryData<Page<Cast>>(readKeys.castsHead(VIEWER, {}), { items: [target], next: null });
    client.setQueryData(readKeys.cast(VIEWER, '0xaa'), target);
    client.setQueryData(readKeys.cast('anon', '0xaa'), target);

    updateCastInCache(client, VIEWER, '0xAA', (c) => withReaction(c, 'like', true));

    expect(client.getQueryData<CastPages>(readKeys.casts(VIEWER, {}))?.pages[0]?.items[0]?.reply?.likes).toBe(2);
    expect(client.getQueryData<CastPages>(readKeys.casts(VIEWER, { fid: '9' }))?.pages[0]?.items[0]?.likes).toBe(2);
    expect(client.getQueryData<CastPages>(readKeys.thread(VIEWER, '0x01'))?.pages[0]?.items[0]?.embeds.quotes[0]?.likes).toBe(2);
    expect(client.getQueryData<Page<Cast>>(readKeys.castsHead(VIEWER, {}))?.items[0]?.likes).toBe(2);
    expect(client.getQueryData<Cast>(readKeys.cast(VIEWER, '0xaa'))?.viewerLiked).toBe(true);
    expect(client.getQueryData<Cast>(readKeys.cast('anon', '0xaa'))?.likes).toBe(1);
  });

  it('removes a cast from every list and puts the lists back on undo', () => {
    const client = new QueryClient();
    const feed = pages([testCast({ hash: '0x01' }), testCast({ hash: '0x02' })], [testCast({ hash: '0x03', reply: testCast({ hash: '0x02' }) })]);
    client.setQueryData(readKeys.casts(VIEWER, {}), feed);
    const undo = removeCastFromCache(client, VIEWER, '0x02');
    const after = client.getQueryData<CastPages>(readKeys.casts(VIEWER, {}));
    expect(hashes(after)).toEqual([['0x01'], ['0x03']]);
    expect(after?.pages[1]?.items[0]?.reply).toBeNull();
    undo();
    expect(client.getQueryData(readKeys.casts(VIEWER, {}))).toEqual(feed);
  });

  it('puts a posted cast on top of the feeds it belongs to, once', () => {
    const client = new QueryClient();
    const author = testUser({ fid: VIEWER });
    const channel = 'https://warpcast.com/~/channel/dev';
    for (const key of [readKeys.casts(VIEWER, {}), readKeys.casts(VIEWER, { fid: VIEWER }), readKeys.casts(VIEWER, { parentChain: channel }), readKeys.casts(VIEWER, { fid: 'other' })]) {
      client.setQueryData(key, pages([testCast({ hash: '0x01' })]));
    }
    const posted = testCast({ hash: '0xnew', author, parentUrl: channel });
    addPostedCast(client, VIEWER, posted);
    addPostedCast(client, VIEWER, posted);
    expect(hashes(client.getQueryData(readKeys.casts(VIEWER, {})))).toEqual([['0xnew', '0x01']]);
    expect(hashes(client.getQueryData(readKeys.casts(VIEWER, { fid: VIEWER })))).toEqual([['0xnew', '0x01']]);
    expect(hashes(client.getQueryData(readKeys.casts(VIEWER, { parentChain: channel })))).toEqual([['0xnew', '0x01']]);
    expect(hashes(client.getQueryData(readKeys.casts(VIEWER, { fid: 'other' })))).toEqual([['0x01']]);
    expect(client.getQueryData(readKeys.cast(VIEWER, '0xnew'))).toBe(posted);
  });

  it('puts a posted reply at the end of its thread and counts it on the parent', () => {
    const client = new QueryClient();
    const root = testCast({ hash: '0xroot', replies: 0 });
    client.setQueryData(readKeys.thread(VIEWER, '0xroot'), pages([root]));
    client.setQueryData(readKeys.cast(VIEWER, '0xroot'), root);
    client.setQueryData(readKeys.casts(VIEWER, {}), pages([root]));
    addPostedCast(client, VIEWER, testCast({ hash: '0xreply', parentHash: '0xroot', threadHash: '0xroot' }));
    expect(hashes(client.getQueryData(readKeys.thread(VIEWER, '0xroot')))).toEqual([['0xroot', '0xreply']]);
    expect(client.getQueryData<Cast>(readKeys.cast(VIEWER, '0xroot'))?.replies).toBe(1);
    expect(hashes(client.getQueryData(readKeys.casts(VIEWER, {})))).toEqual([['0xroot']]);
  });
});

describe('user cache updates', () => {
  it('a follow changes the profile, the user in lists and the viewer’s own following count', () => {
    const client = new QueryClient();
    const target = testUser({ fid: '5', username: 'five', followerCount: 10, viewer: { isFollowing: false, isFollowedBy: false } });
    client.setQueryData(readKeys.user(VIEWER, '5'), target);
    client.setQueryData(readKeys.userByUsername(VIEWER, 'five'), target);
    client.setQueryData(readKeys.followers(VIEWER, '7'), { pages: [{ items: [target], next: null }], pageParams: [null] });
    client.setQueryData(readKeys.user(VIEWER, VIEWER), testUser({ fid: VIEWER, followingCount: 2 }));

    updateUserInCache(client, VIEWER, '5', (u) => withFollow(u, true));
    applyFollowToViewer(client, VIEWER, '5', true);

    expect(client.getQueryData<User>(readKeys.user(VIEWER, '5'))?.followerCount).toBe(11);
    expect(client.getQueryData<User>(readKeys.userByUsername(VIEWER, 'five'))?.viewer?.isFollowing).toBe(true);
    expect(client.getQueryData<{ pages: Page<User>[] }>(readKeys.followers(VIEWER, '7'))?.pages[0]?.items[0]?.followerCount).toBe(11);
    expect(client.getQueryData<User>(readKeys.user(VIEWER, VIEWER))?.followingCount).toBe(3);
  });
});
