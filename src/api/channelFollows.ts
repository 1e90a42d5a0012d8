import { followedHere, followHere, isFollowedHere, unfollowHere } from './browserChannelFollows';
import type { Channel, FollowedChannel } from './channelModel';
import type { HttpRequest } from './http';
import type { Fid, ListQuery, Page } from './model';
import { followedChannelSchema } from './normalise/channel';
import { readPage } from './normalise/envelope';

export interface FollowedChannelPage extends Page<FollowedChannel> {
  /** The gateway keeps no channel follows (the public service), so these are the ones kept in this browser. */
  keptInBrowser: boolean;
}

/**
 * The channels a person follows: kept by a gateway with Castline's routes (`/castline/v1/channel-follows`,
 * private to the signed-in account, so they follow it to any browser, and its Following feed lists their
 * casts), and in this browser against one without. `account` names whose follows this browser keeps; the
 * gateway knows the account by its token.
 */
export interface ChannelFollows {
  /** Latest followed first. */
  followedChannels(account: Fid, query?: ListQuery): Promise<FollowedChannelPage>;
  followChannel(account: Fid, key: string): Promise<void>;
  unfollowChannel(account: Fid, key: string): Promise<void>;
  /** The person has just opened the channel: its unseen count starts again from zero. Nothing to say where this browser keeps the follow. */
  markChannelSeen(key: string): Promise<void>;
  /** Whether this browser keeps a follow of the channel for the account: what a channel shows where the gateway says nothing. */
  followsChannelHere(account: Fid, key: string): boolean;
}

export interface ChannelFollowDeps {
  send(req: HttpRequest): Promise<unknown>;
  channel(key: string): Promise<Channel | null>;
  /** Whether the gateway has Castline's routes; asked once. */
  hasCastlineRoutes(): Promise<boolean>;
  storage(): Storage;
}

const PATH = '/castline/v1/channel-follows';
/** Kept in this browser, each channel is one read: small pages stay within the public service's rate budget. */
const BROWSER_PAGE_SIZE = 10;

export function channelFollowCalls({ send, channel, hasCastlineRoutes, storage }: ChannelFollowDeps): ChannelFollows {
  /** A page of the ids kept here, as channels; the cursor is the offset into the list. Channels the gateway no longer knows drop out. */
  async function keptPage(account: Fid, { cursor, limit }: ListQuery): Promise<FollowedChannelPage> {
    const keys = followedHere(storage(), account);
    const start = Math.max(0, Number.parseInt(cursor ?? '0', 10) || 0);
    const end = start + Math.min(limit ?? BROWSER_PAGE_SIZE, BROWSER_PAGE_SIZE);
    const channels = await Promise.all(keys.slice(start, end).map(channel));
    const items = channels.flatMap((c): FollowedChannel[] => (c ? [{ ...c, viewerFollowing: true, followedAt: null, seenAt: null, unseenCount: null }] : []));
    return { items, next: end < keys.length ? String(end) : null, keptInBrowser: true };
  }
  const path = (key: string) => `${PATH}/${encodeURIComponent(key)}`;

  return {
    async followedChannels(account, query = {}) {
      if (!(await hasCastlineRoutes())) return keptPage(account, query);
      const body = await send({ method: 'GET', path: PATH, query: { limit: query.limit, cursor: query.cursor } });
      return { ...readPage(body, 'channels', followedChannelSchema, 'channel-follows'), keptInBrowser: false };
    },
    async followChannel(account, key) {
      if (await hasCastlineRoutes()) await send({ method: 'POST', path: PATH, body: { channelId: key } });
      else followHere(storage(), account, key);
    },
    async unfollowChannel(account, key) {
      if (await hasCastlineRoutes()) await send({ method: 'DELETE', path: path(key) });
      else unfollowHere(storage(), account, key);
    },
    async markChannelSeen(key) {
      if (await hasCastlineRoutes()) await send({ method: 'POST', path: `${path(key)}/seen` });
    },
    followsChannelHere: (account, key) => isFollowedHere(storage(), account, key),
  };
}
