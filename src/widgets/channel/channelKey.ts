import type { Channel } from '../../api/channelModel';

const CHANNEL_PREFIX = 'https://warpcast.com/~/channel/';
const CHANNEL_KEY = /^[a-z0-9-]{1,64}$/;

/** A channel id as links and apps write it (case and spaces aside), or null when it cannot be one. */
export function parseChannelKey(text: unknown): string | null {
  const key = typeof text === 'string' ? text.trim().toLowerCase() : '';
  return CHANNEL_KEY.test(key) ? key : null;
}

/** The parent URL a channel's casts carry (Warpcast-style). */
export function channelUrl(key: string): string {
  return `${CHANNEL_PREFIX}${key}`;
}

/** The channel id a Warpcast-style channel URL names, whether or not the gateway records the channel. */
export function channelKeyOfUrl(url: string | null): string | null {
  if (!url?.startsWith(CHANNEL_PREFIX)) return null;
  const key = url.slice(CHANNEL_PREFIX.length);
  return CHANNEL_KEY.test(key) ? key : null;
}

/** What to call a channel: its name where the gateway has its record, else its id. */
export function channelDisplayName(key: string, record: Channel | null | undefined): string {
  return record?.name || `/${key}`;
}
