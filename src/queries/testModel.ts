import type { Channel } from '../api/channelModel';
import type { Cast, User } from '../api/model';

/** Model values for unit tests: complete, with only what a test cares about overridden. */
export function testUser(overrides: Partial<User> = {}): User {
  const fid = overrides.fid ?? '1';
  return {
    fid,
    username: `user${fid}`,
    displayName: `User ${fid}`,
    pfpUrl: null,
    bio: '',
    bioMentions: [],
    followingCount: 0,
    followerCount: 0,
    external: false,
    custodyAddress: null,
    registeredAt: null,
    ...overrides,
  };
}

export function testCast(overrides: Partial<Cast> = {}): Cast {
  return {
    hash: '0x01',
    threadHash: null,
    parentHash: null,
    parentUrl: null,
    text: 'hello',
    mentions: [],
    embeds: { images: [], urls: [], quotes: [], quoteHashes: [] },
    external: false,
    author: testUser(),
    parentAuthor: null,
    timestamp: Date.UTC(2025, 0, 1),
    replies: 0,
    likes: 0,
    recasts: 0,
    viewerLiked: false,
    viewerRecasted: false,
    reply: null,
    ...overrides,
  };
}

export function testChannel(overrides: Partial<Channel> = {}): Channel {
  const key = overrides.key ?? 'dev';
  return {
    key,
    name: key,
    description: '',
    imageUrl: null,
    parentUrl: `https://warpcast.com/~/channel/${key}`,
    followerCount: 0,
    castCount: 0,
    leadFid: null,
    ...overrides,
  };
}
