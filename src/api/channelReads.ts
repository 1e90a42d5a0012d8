import type { Channel } from './channelModel';
import { isGatewayError } from './errors';
import type { QueryValue } from './http';
import type { Page } from './model';
import { channelSchema } from './normalise/channel';
import { readPage, unexpectedResponse } from './normalise/envelope';
import { tryParse } from './normalise/wire';

/** Channel records: search, one channel, and Castline's directory. */
export interface ChannelReads {
  /** Channels whose id (or name) starts with `query`, at most 10. */
  searchChannels(query: string): Promise<Channel[]>;
  /** By channel id or parent URL; null when the gateway knows no such channel. */
  channel(key: string): Promise<Channel | null>;
  /** Most active first; null where the gateway has no directory (the public service). */
  channelDirectory(query?: { cursor?: string | null; limit?: number }): Promise<Page<Channel> | null>;
}

type Get = (path: string, query: Record<string, QueryValue>) => Promise<unknown>;

const DIRECTORY_PATH = '/castline/v1/channels';

export function channelReads(social: string, get: Get): ChannelReads {
  return {
    async searchChannels(query) {
      const body = (await get(`${social}/search-channel`, { query })) as { channels?: unknown };
      if (!Array.isArray(body?.channels)) throw unexpectedResponse('search-channel', 'channels is not a list');
      return body.channels.flatMap((raw) => tryParse(channelSchema, raw) ?? []);
    },
    async channel(key) {
      try {
        const body = (await get(`${social}/synced-channel/${encodeURIComponent(key)}`, {})) as { syncedChannel?: unknown };
        const channel = tryParse(channelSchema, body?.syncedChannel);
        if (channel === null) throw unexpectedResponse('synced-channel', 'no syncedChannel');
        return channel;
      } catch (error) {
        if (isGatewayError(error, 'not-found')) return null;
        throw error;
      }
    },
    async channelDirectory(query = {}) {
      try {
        return readPage(await get(DIRECTORY_PATH, { limit: query.limit, cursor: query.cursor }), 'channels', channelSchema, 'channels');
      } catch (error) {
        if (isGatewayError(error, 'not-found')) return null;
        throw error;
      }
    },
  };
}
