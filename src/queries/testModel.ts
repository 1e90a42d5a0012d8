import type { Channel } from '../api/channelModel';
import { castHashOf, fidOf } from '../api/ids';
import type { Cast, User } from '../api/model';

/** Ids as plain text, so tests stay readable; the builders brand them as the api/ normalisers do. */
type UserOverrides = Omit<Partial<User>, 'fid' | 'bioMentions'> & { fid?: string; bioMentions?: string[] };
type CastOverrides = Omit<Partial<Cast>, 'hash' | 'threadHash' | 'parentHash'> & {
  hash?: string;
  threadHash?: string | null;
  parentHash?: string | null;
};

const hashOrNull = (value: string | null | undefined) => (value ? castHashOf(value) : null);

/** Model values for unit tests: complete, with only what a test cares about overridden. */
export function testUser(overrides: UserOverrides = {}): User {
  const fid = fidOf(overrides.fid ?? '1');
  return {
    username: `user${fid}`,
    displayName: `User ${fid}`,
    pfpUrl: null,
    bio: '',
    followingCount: 0,
    followerCount: 0,
    external: false,
    custodyAddress: null,
    registeredAt: null,
    ...overrides,
    fid,
    bioMentions: (overrides.bioMentions ?? []).map(fidOf),
    bioMentionNames: [],
  };
}

export function testCast(overrides: CastOverrides = {}): Cast {
  return {
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
    hash: castHashOf(overrides.hash ?? '0x01'),
    threadHash: hashOrNull(overrides.threadHash),
    parentHash: hashOrNull(overrides.parentHash),
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
