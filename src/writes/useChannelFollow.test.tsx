// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Channel, FollowedChannel } from '../api/channelModel';
import type { Gateway } from '../api/gateway';
import type { FollowedChannelPages } from '../queries/channelFollowCache';
import { readKeys } from '../queries/queryKeys';
import { testChannel } from '../queries/testModel';
import { channelFollowWrite } from './channelFollowWrite';
import { feed, held, ME, offlineServices, signedInServices } from './fixtures/writeFixtures';
import { useChannelFollow } from './useChannelFollow';
import { writeKeys } from './writeKeys';

// The hook over the app's services; only the gateway's two follow calls are stood in for.

function signedIn() {
  const test = signedInServices();
  const answer = held();
  const followChannel = vi.fn<Gateway['followChannel']>(() => answer.promise);
  const unfollowChannel = vi.fn<Gateway['unfollowChannel']>(() => answer.promise);
  test.services.gateway = { ...test.services.gateway, followChannel, unfollowChannel };
  const { result } = renderHook(() => useChannelFollow(), { wrapper: test.wrapper });
  return { ...test, answer, followChannel, unfollowChannel, result };
}

const followed = (channel: Channel): FollowedChannel => ({ ...channel, viewerFollowing: true, followedAt: 1, seenAt: 1, unseenCount: 4 });
const followedList = (...channels: FollowedChannel[]): FollowedChannelPages => ({ pages: [{ items: channels, next: null, keptInBrowser: false }], pageParams: [null] });
const directory = (...channels: Channel[]) => ({ pages: [{ items: channels, next: null }], pageParams: [null] });

const channelKey = readKeys.channel(ME, 'art');
const listKey = readKeys.followedChannels(ME);
const directoryKey = readKeys.channelDirectory(ME);
const following = readKeys.casts(ME, { following: true });
const followingHead = readKeys.castsHead(ME, { following: true });

describe('useChannelFollow', () => {
  it('follows at once on the channel, the directory and the list of followed channels, sends the follow, then marks them to be read again', async () => {
    const test = signedIn();
    const art = testChannel({ key: 'art', followerCount: 7, viewerFollowing: false });
    const dev = followed(testChannel({ key: 'dev' }));
    test.queryClient.setQueryData(channelKey, art);
    test.queryClient.setQueryData(directoryKey, directory(art));
    test.queryClient.setQueryData(listKey, followedList(dev));
    test.queryClient.setQueryData(following, feed());
    test.queryClient.setQueryData(followingHead, { items: [], next: null });
    act(() => test.result.current.start({ channel: art, on: true }));
    await waitFor(() => expect(test.followChannel).toHaveBeenCalledWith(ME, 'art'));
    expect(test.unfollowChannel).not.toHaveBeenCalled();
    expect(test.queryClient.getQueryData(channelKey)).toMatchObject({ viewerFollowing: true, followerCount: 8 });
    expect(test.queryClient.getQueryData<ReturnType<typeof directory>>(directoryKey)?.pages[0]?.items[0]).toMatchObject({ viewerFollowing: true, followerCount: 8 });
    expect(test.queryClient.getQueryData<FollowedChannelPages>(listKey)?.pages[0]?.items.map((c) => [c.key, c.unseenCount])).toEqual([
      ['art', null],
      ['dev', 4],
    ]);
    await act(async () => test.answer.resolve());
    await waitFor(() => expect(test.result.current.isSuccess).toBe(true));
    expect(test.queryClient.getQueryData(channelKey)).toMatchObject({ viewerFollowing: true, followerCount: 8 });
    for (const key of [channelKey, listKey, directoryKey, following, followingHead]) {
      expect(test.queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    }
    expect(test.queryClient.getMutationCache().getAll()[0]!.options.mutationKey).toEqual(writeKeys.kind('channel-follow'));
  });

  it('leaves at once, and puts the channel and the list back when the gateway refuses', async () => {
    const test = signedIn();
    const art = testChannel({ key: 'art', followerCount: 7, viewerFollowing: true });
    test.queryClient.setQueryData(channelKey, art);
    test.queryClient.setQueryData(listKey, followedList(followed(art)));
    act(() => test.result.current.start({ channel: art, on: false }));
    await waitFor(() => expect(test.unfollowChannel).toHaveBeenCalledWith(ME, 'art'));
    expect(test.queryClient.getQueryData(channelKey)).toMatchObject({ viewerFollowing: false, followerCount: 6 });
    expect(test.queryClient.getQueryData<FollowedChannelPages>(listKey)?.pages[0]?.items).toEqual([]);
    await act(async () => test.answer.reject(new TypeError('fetch failed')));
    await waitFor(() => expect(test.result.current.isError).toBe(true));
    expect(test.queryClient.getQueryData(channelKey)).toEqual(art);
    expect(test.queryClient.getQueryData<FollowedChannelPages>(listKey)?.pages[0]?.items).toEqual([followed(art)]);
  });

  it('sends one follow for a double click, and one for another channel meanwhile', async () => {
    const test = signedIn();
    const [art, dev] = [testChannel({ key: 'art' }), testChannel({ key: 'dev' })];
    act(() => {
      test.result.current.start({ channel: art, on: true });
      test.result.current.start({ channel: art, on: true });
    });
    await waitFor(() => expect(test.followChannel).toHaveBeenCalledTimes(1));
    act(() => test.result.current.start({ channel: dev, on: true }));
    await waitFor(() => expect(test.followChannel).toHaveBeenCalledTimes(2));
    expect(test.followChannel.mock.calls.map(([, key]) => key)).toEqual(['art', 'dev']);
    await act(async () => test.answer.resolve());
  });
});

describe('channelFollowWrite', () => {
  it('sends nothing once the session has ended', async () => {
    const { services, session, queryClient } = offlineServices();
    const followChannel = vi.fn<Gateway['followChannel']>();
    const deps = { gateway: { ...services.gateway, followChannel, unfollowChannel: followChannel }, session, signInPrompt: services.signInPrompt, client: queryClient };
    if (!('send' in channelFollowWrite)) throw new Error('a channel follow is sent as it is, never signed');
    await expect(channelFollowWrite.send(deps, { channel: testChannel(), on: true })).rejects.toMatchObject({ kind: 'not-signed-in' });
    expect(followChannel).not.toHaveBeenCalled();
  });

  it("refetches Following at once after leaving a channel, while it is not on screen, but only marks it after a follow", () => {
    const { queryClient } = signedInServices();
    const refetched = vi.fn(async () => feed());
    queryClient.setQueryDefaults(following, { queryFn: refetched });
    queryClient.setQueryData(following, feed());
    channelFollowWrite.reconcile!(queryClient, ME, { channel: testChannel(), on: true }, null);
    expect(refetched).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(following)?.isInvalidated).toBe(true);
    channelFollowWrite.reconcile!(queryClient, ME, { channel: testChannel(), on: false }, null);
    expect(refetched).toHaveBeenCalledTimes(1);
  });
});
