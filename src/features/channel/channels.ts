/** The channels Castline offers, as the network names them (Warpcast-style parent URLs). */
export const CHANNELS = [
  { key: 'farcaster', name: 'Farcaster' },
  { key: 'dev', name: 'Dev' },
  { key: 'art', name: 'Art' },
  { key: 'music', name: 'Music' },
  { key: 'photography', name: 'Photography' },
  { key: 'books', name: 'Books' },
] as const;

export type Channel = (typeof CHANNELS)[number];

const CHANNEL_PREFIX = 'https://warpcast.com/~/channel/';

export function channelUrl(key: string): string {
  return `${CHANNEL_PREFIX}${key}`;
}

export function findChannel(key: string | null | undefined): Channel | undefined {
  return CHANNELS.find((c) => c.key === key);
}

/** The channel id a Warpcast-style channel URL names, whether or not Castline lists the channel. */
export function channelKeyOfUrl(url: string | null): string | null {
  if (!url?.startsWith(CHANNEL_PREFIX)) return null;
  const key = url.slice(CHANNEL_PREFIX.length);
  return /^[a-z0-9-]{1,64}$/.test(key) ? key : null;
}

/** The known channel a cast's parent URL points at, if any. */
export function channelOfUrl(url: string | null): Channel | undefined {
  return url?.startsWith(CHANNEL_PREFIX) ? findChannel(url.slice(CHANNEL_PREFIX.length)) : undefined;
}

