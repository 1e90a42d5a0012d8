import type { CastHash, Fid } from '../api/model';

/** Whose eyes a read is made for: the signed-in FID, or 'anon'. Viewer-dependent fields differ per viewer. */
export type ViewerKey = Fid | typeof ANONYMOUS;

export const ANONYMOUS = 'anon';

/** Which casts a feed lists: by author, by channel, the viewer's following feed, or (none) the latest of everyone. */
export interface CastFeedParams {
  fid?: Fid;
  parentChain?: string;
  following?: boolean;
}

const feedKey = (feed: CastFeedParams) => ({
  fid: feed.fid ?? null,
  parentChain: feed.parentChain ?? null,
  ...(feed.following ? { following: true } : {}),
});

/**
 * The one query-key factory. Every key starts with the viewer, so signing in or out
 * leaves the other viewer's entries behind instead of showing them.
 */
export const readKeys = {
  all: ['castline'] as const,
  viewer: (viewer: ViewerKey) => ['castline', viewer] as const,
  user: (viewer: ViewerKey, fid: Fid | null) => ['castline', viewer, 'user', fid] as const,
  userByUsername: (viewer: ViewerKey, username: string) =>
    ['castline', viewer, 'username', username.toLowerCase()] as const,
  /** People whose name starts like `match`, for completing a mention. */
  userSearch: (viewer: ViewerKey, match: string) => ['castline', viewer, 'user-search', match.toLowerCase()] as const,
  /** People the gateway suggests following. */
  suggestedUsers: (viewer: ViewerKey) => ['castline', viewer, 'suggested-users'] as const,
  following: (viewer: ViewerKey, fid: Fid) => ['castline', viewer, 'following', fid] as const,
  followers: (viewer: ViewerKey, fid: Fid) => ['castline', viewer, 'followers', fid] as const,
  casts: (viewer: ViewerKey, feed: CastFeedParams) => ['castline', viewer, 'casts', feedKey(feed)] as const,
  /** The polled first page of a feed; a sibling of the feed's key, not under it, so resetting one leaves the other. */
  castsHead: (viewer: ViewerKey, feed: CastFeedParams) => ['castline', viewer, 'casts-head', feedKey(feed)] as const,
  /** `null`: no cast at all (a link that names none), an entry that is never read. */
  cast: (viewer: ViewerKey, hash: CastHash | null) => ['castline', viewer, 'cast', hash] as const,
  thread: (viewer: ViewerKey, threadHash: CastHash) => ['castline', viewer, 'thread', threadHash] as const,
  notifications: (viewer: ViewerKey) => ['castline', viewer, 'notifications'] as const,
  /** The viewer's bookmarks, newest first. */
  bookmarks: (viewer: ViewerKey) => ['castline', viewer, 'bookmarks'] as const,
  unseenNotifications: (viewer: ViewerKey) => ['castline', viewer, 'unseen-notifications'] as const,
  /** What the viewer's Mini Apps sent them, newest first. */
  appNotifications: (viewer: ViewerKey) => ['castline', viewer, 'app-notifications'] as const,
  /** The Mini Apps the viewer added, as the gateway keeps them. */
  accountApps: (viewer: ViewerKey) => ['castline', viewer, 'account-apps'] as const,
  channel: (viewer: ViewerKey, key: string) => ['castline', viewer, 'channel', key.toLowerCase()] as const,
  channelSearch: (viewer: ViewerKey, query: string) => ['castline', viewer, 'channel-search', query.trim().toLowerCase()] as const,
  channelDirectory: (viewer: ViewerKey) => ['castline', viewer, 'channel-directory'] as const,
  /** The channels the viewer follows, latest followed first, with what is new in each. */
  followedChannels: (viewer: ViewerKey) => ['castline', viewer, 'channel-follows'] as const,
  castSearch: (viewer: ViewerKey, q: string) => ['castline', viewer, 'cast-search', q.trim().toLowerCase()] as const,
  /** Where the viewer's own cast stands on its way to Farcaster. */
  delivery: (viewer: ViewerKey, hash: CastHash) => ['castline', viewer, 'delivery', hash] as const,
  reactors: (viewer: ViewerKey, kind: 'likes' | 'recasts', hash: CastHash) => ['castline', viewer, 'reactors', kind, hash] as const,
  /** The viewer's own casts kept by the gateway for later. */
  scheduled: (viewer: ViewerKey) => ['castline', viewer, 'scheduled'] as const,
};

/** The kind of a read: the third element of every key the factory makes. */
export type ReadKind = ReturnType<(typeof readKeys)[Exclude<keyof typeof readKeys, 'all' | 'viewer'>]>[2];

/** Every read of one kind for a viewer (all their feeds, all their user lookups), for changing them together. */
export const readsOfKind = (viewer: ViewerKey, kind: ReadKind) => ['castline', viewer, kind] as const;

/** The second key element names the kind of read; user lookups are told apart from the rest by it. */
export function isUserLookupKey(key: readonly unknown[]): boolean {
  const [root, , kind] = readKeys.user(ANONYMOUS, null);
  return key[0] === root && key[2] === kind;
}
