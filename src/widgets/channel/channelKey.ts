import type { Channel } from '../../api/channelModel';
import { parseChannelKey } from '../../api/ids';

const CHANNEL_PREFIX = 'https://warpcast.com/~/channel/';

/** The parent URL a channel's casts carry (Warpcast-style). */
export function channelUrl(key: string): string {
  return `${CHANNEL_PREFIX}${key}`;
}

/** The channel id a Warpcast-style channel URL names, whether or not the gateway records the channel. */
export function channelKeyOfUrl(url: string | null): string | null {
  if (!url?.startsWith(CHANNEL_PREFIX)) return null;
  const key = url.slice(CHANNEL_PREFIX.length);
  return parseChannelKey(key) === key ? key : null;
}

/** What to call a channel: its name where the gateway has its record, else its id. */
export function channelDisplayName(key: string, record: Channel | null | undefined): string {
  return record?.name || `/${key}`;
}
