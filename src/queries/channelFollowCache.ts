import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { FollowedChannelPage } from '../api/channelFollows';
import type { Channel, FollowedChannel } from '../api/channelModel';
import type { Page } from '../api/model';
import { readKeys, readsOfKind, type ViewerKey } from './queryKeys';

/**
 * What following or leaving a channel, and opening one, does to the channel reads already on screen:
 * plain functions over cached values, and their application to every cached read of a viewer.
 */

export type FollowedChannelPages = InfiniteData<FollowedChannelPage, unknown>;
type DirectoryPages = InfiniteData<Page<Channel> | null, unknown>;

/**
 * The channel followed or left, where the gateway said whether the viewer follows it (and so counts its
 * accounts' follows). A record that says nothing (the public service's) stays as it is: this browser
 * keeps the follow, and the network's count does not include it.
 */
export function withChannelFollow<C extends Channel>(channel: C, on: boolean): C {
  if (channel.viewerFollowing === undefined || channel.viewerFollowing === on) return channel;
  return { ...channel, viewerFollowing: on, followerCount: Math.max(0, channel.followerCount + (on ? 1 : -1)) };
}

/** The list of followed channels with the channel on top (nothing new in it yet), or without it. */
export function withFollowedChannel(data: FollowedChannelPages, channel: Channel, on: boolean): FollowedChannelPages {
  const listed = data.pages.some((page) => page.items.some((item) => item.key === channel.key));
  if (listed === on) return data;
  if (!on) return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.key !== channel.key) })) };
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const followed: FollowedChannel = { ...withChannelFollow(channel, true), viewerFollowing: true, followedAt: null, seenAt: null, unseenCount: null };
  return { ...data, pages: [{ ...first, items: [followed, ...first.items] }, ...rest] };
}

/** The list with the channel's unseen count back to zero, where it is counted. */
export function withChannelSeen(data: FollowedChannelPages, key: string): FollowedChannelPages {
  const seen = (item: FollowedChannel) => (item.key === key && item.unseenCount ? { ...item, unseenCount: 0 } : item);
  if (!data.pages.some((page) => page.items.some((item) => seen(item) !== item))) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(seen) })) };
}

const CHANNEL_KINDS = ['channel', 'channel-search', 'channel-directory', 'channel-follows'] as const;

/** Stops reads of channels in flight, so none lands on top of an optimistic change and undoes it. */
export async function cancelChannelReads(client: QueryClient, viewer: ViewerKey): Promise<void> {
  await Promise.all(CHANNEL_KINDS.map((kind) => client.cancelQueries({ queryKey: readsOfKind(viewer, kind) })));
}

/**
 * A follow (or its end) shown at once wherever the channel is: its page, search results, the directory
 * and the list of followed channels. Returns a function that puts every one of them back.
 */
export function channelFollowInCache(client: QueryClient, viewer: ViewerKey, channel: Channel, on: boolean): () => void {
  const saved: [QueryKey, unknown][] = CHANNEL_KINDS.flatMap((kind) => client.getQueriesData({ queryKey: readsOfKind(viewer, kind) }));
  const update = <C extends Channel>(c: C) => (c.key === channel.key ? withChannelFollow(c, on) : c);
  client.setQueriesData<Channel | null>({ queryKey: readsOfKind(viewer, 'channel') }, (c) => (c ? update(c) : c));
  client.setQueriesData<Channel[]>({ queryKey: readsOfKind(viewer, 'channel-search') }, (list) => list?.map(update));
  client.setQueriesData<DirectoryPages>({ queryKey: readsOfKind(viewer, 'channel-directory') }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => page && { ...page, items: page.items.map(update) }) } : data,
  );
  client.setQueryData<FollowedChannelPages>(readKeys.followedChannels(viewer), (data) => (data ? withFollowedChannel(data, channel, on) : data));
  return () => {
    for (const [key, data] of saved) client.setQueryData(key, data);
  };
}

/** Marks every channel read of the viewer to be read again at its next look: counts and lists may have changed elsewhere meanwhile. */
export function markChannelReadsStale(client: QueryClient, viewer: ViewerKey): void {
  for (const kind of CHANNEL_KINDS) void client.invalidateQueries({ queryKey: readsOfKind(viewer, kind), refetchType: 'none' });
}

/** The channel opened: its unseen count in the list of followed channels is zero at once. */
export function channelSeenInCache(client: QueryClient, viewer: ViewerKey, key: string): void {
  client.setQueryData<FollowedChannelPages>(readKeys.followedChannels(viewer), (data) => (data ? withChannelSeen(data, key) : data));
}
