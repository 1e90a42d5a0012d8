import { keptIds } from './browserKeptIds';
import type { Channel, FollowedChannel } from './channelModel';
import type { HttpRequest } from './http';
import { parseChannelKey } from './ids';
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

export const MAX_BROWSER_CHANNEL_FOLLOWS = 1_000;

/** Channel follows kept in this browser against a gateway that keeps none: channel ids, latest followed first. */
export const browserChannelFollows = keptIds<string>({
  prefix: 'castline.channelFollows.',
  max: MAX_BROWSER_CHANNEL_FOLLOWS,
  parse: parseChannelKey,
  full: `At most ${MAX_BROWSER_CHANNEL_FOLLOWS.toLocaleString('en')} channels in this browser: leave some to follow more.`,
});

export function channelFollowCalls({ send, channel, hasCastlineRoutes, storage }: ChannelFollowDeps): ChannelFollows {
  /** A page of the ids kept here, as channels; channels the gateway no longer knows drop out. */
  async function keptPage(account: Fid, query: ListQuery): Promise<FollowedChannelPage> {
    const followed = async (key: string): Promise<FollowedChannel | null> => {
      const found = await channel(key);
      return found && { ...found, viewerFollowing: true, followedAt: null, seenAt: null, unseenCount: null };
    };
    return { ...(await browserChannelFollows.page(storage(), account, query, followed)), keptInBrowser: true };
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
      else browserChannelFollows.add(storage(), account, key);
    },
    async unfollowChannel(account, key) {
      if (await hasCastlineRoutes()) await send({ method: 'DELETE', path: path(key) });
      else browserChannelFollows.remove(storage(), account, key);
    },
    async markChannelSeen(key) {
      if (await hasCastlineRoutes()) await send({ method: 'POST', path: `${path(key)}/seen` });
    },
    followsChannelHere: (account, key) => browserChannelFollows.has(storage(), account, key),
  };
}
