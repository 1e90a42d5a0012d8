import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Channel, FollowedChannel } from '../api/channelModel';
import { fidOf } from '../api/ids';
import { channelFollowInCache, channelSeenInCache, type FollowedChannelPages, withChannelFollow, withChannelSeen, withFollowedChannel } from './channelFollowCache';
import { readKeys } from './queryKeys';
import { testChannel } from './testModel';

const followed = (channel: Channel, unseenCount: number | null = 0): FollowedChannel => ({ ...channel, viewerFollowing: true, followedAt: 1, seenAt: 1, unseenCount });
const list = (...pages: FollowedChannel[][]): FollowedChannelPages => ({
  pages: pages.map((items, i) => ({ items, next: i < pages.length - 1 ? String(i + 1) : null, keptInBrowser: false })),
  pageParams: pages.map((_, i) => (i === 0 ? null : String(i))),
});
const keysOf = (data: FollowedChannelPages) => data.pages.map((page) => page.items.map((c) => c.key));

describe('withChannelFollow', () => {
  it('counts a follow and its end once each, where the gateway says whether the viewer follows', () => {
    const art = testChannel({ key: 'art', followerCount: 1, viewerFollowing: false });
    const on = withChannelFollow(art, true);
    expect(on).toMatchObject({ viewerFollowing: true, followerCount: 2 });
    expect(withChannelFollow(on, true)).toBe(on);
    expect(withChannelFollow(on, false)).toMatchObject({ viewerFollowing: false, followerCount: 1 });
    expect(withChannelFollow(testChannel({ followerCount: 0, viewerFollowing: true }), false).followerCount).toBe(0);
  });

  it('leaves a record that says nothing of the viewer as it is: the network does not count this browser', () => {
    const art = testChannel({ key: 'art', followerCount: 5 });
    expect(withChannelFollow(art, true)).toBe(art);
  });
});

describe('withFollowedChannel', () => {
  it('puts a channel followed on top of the first page, followed and with nothing counted yet, once', () => {
    const data = list([followed(testChannel({ key: 'dev' }))], [followed(testChannel({ key: 'books' }))]);
    const art = testChannel({ key: 'art', followerCount: 3, viewerFollowing: false });
    const next = withFollowedChannel(data, art, true);
    expect(keysOf(next)).toEqual([['art', 'dev'], ['books']]);
    expect(next.pages[0]!.items[0]).toMatchObject({ viewerFollowing: true, followerCount: 4, unseenCount: null });
    expect(withFollowedChannel(next, art, true)).toBe(next);
    expect(withFollowedChannel(data, testChannel({ key: 'books' }), true)).toBe(data);
  });

  it('takes a channel left out of whichever page holds it', () => {
    const data = list([followed(testChannel({ key: 'dev' }))], [followed(testChannel({ key: 'books' }))]);
    expect(keysOf(withFollowedChannel(data, testChannel({ key: 'books' }), false))).toEqual([['dev'], []]);
    expect(withFollowedChannel(data, testChannel({ key: 'art' }), false)).toBe(data);
  });
});

describe('withChannelSeen', () => {
  it("sets the channel's unseen count to zero, and changes nothing where there is nothing to clear", () => {
    const data = list([followed(testChannel({ key: 'dev' }), 100), followed(testChannel({ key: 'art' }), 2)]);
    expect(withChannelSeen(data, 'dev').pages[0]!.items.map((c) => c.unseenCount)).toEqual([0, 2]);
    expect(withChannelSeen(data, 'books')).toBe(data);
    const kept = list([followed(testChannel({ key: 'dev' }), null)]);
    expect(withChannelSeen(kept, 'dev')).toBe(kept);
  });
});

describe('channelFollowInCache', () => {
  const me = fidOf('7');
  it("changes the viewer's channel reads at once, another viewer's not, and puts them back", () => {
    const client = new QueryClient();
    const art = testChannel({ key: 'art', followerCount: 1, viewerFollowing: false });
    const dev = testChannel({ key: 'dev', followerCount: 1, viewerFollowing: false });
    client.setQueryData(readKeys.channel(me, 'art'), art);
    client.setQueryData(readKeys.channel(me, 'gone'), null);
    client.setQueryData(readKeys.channelSearch(me, 'a'), [art, dev]);
    client.setQueryData(readKeys.channelDirectory(me), { pages: [{ items: [dev, art], next: null }], pageParams: [null] });
    client.setQueryData(readKeys.followedChannels(me), list([]));
    client.setQueryData(readKeys.channel('anon', 'art'), art);

    const restore = channelFollowInCache(client, me, art, true);
    expect(client.getQueryData(readKeys.channel(me, 'art'))).toMatchObject({ viewerFollowing: true, followerCount: 2 });
    expect(client.getQueryData(readKeys.channel(me, 'gone'))).toBeNull();
    expect(client.getQueryData<Channel[]>(readKeys.channelSearch(me, 'a'))?.map((c) => c.viewerFollowing)).toEqual([true, false]);
    expect(client.getQueryData<{ pages: { items: Channel[] }[] }>(readKeys.channelDirectory(me))?.pages[0]?.items.map((c) => c.viewerFollowing)).toEqual([false, true]);
    expect(keysOf(client.getQueryData<FollowedChannelPages>(readKeys.followedChannels(me))!)).toEqual([['art']]);
    expect(client.getQueryData(readKeys.channel('anon', 'art'))).toEqual(art);

    channelSeenInCache(client, me, 'art');
    restore();
    expect(client.getQueryData(readKeys.channel(me, 'art'))).toEqual(art);
    expect(client.getQueryData<Channel[]>(readKeys.channelSearch(me, 'a'))).toEqual([art, dev]);
    expect(keysOf(client.getQueryData<FollowedChannelPages>(readKeys.followedChannels(me))!)).toEqual([[]]);
  });

  it("clears an opened channel's count in the list", () => {
    const client = new QueryClient();
    client.setQueryData(readKeys.followedChannels(me), list([followed(testChannel({ key: 'art' }), 7)]));
    channelSeenInCache(client, me, 'art');
    expect(client.getQueryData<FollowedChannelPages>(readKeys.followedChannels(me))?.pages[0]?.items[0]?.unseenCount).toBe(0);
  });
});
