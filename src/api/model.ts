import type { LinkPreview } from './mediaModel';
/**
 * The one internal model of the app. Everything above `api/` sees only these shapes;
 * the gateway client normalises both response families (specification and far.quest) into them.
 */

declare const id: unique symbol;

/**
 * A decimal FID for L1 accounts, or a lowercase 0x address for L2 (signature-mode) accounts. Made only
 * by `fidOf` (in `ids.ts`), so two equal accounts always compare equal.
 */
export type Fid = string & { readonly [id]: 'Fid' };

/** A cast's message hash, lowercase 0x hex. Made only by `castHashOf` (in `ids.ts`). */
export type CastHash = string & { readonly [id]: 'CastHash' };

export interface ViewerRelation {
  /** The signed-in viewer follows this user. */
  isFollowing: boolean;
  /** This user follows the signed-in viewer. */
  isFollowedBy: boolean;
}

export interface User {
  fid: Fid;
  username: string;
  displayName: string;
  pfpUrl: string | null;
  bio: string;
  /** FIDs mentioned in the bio. */
  bioMentions: Fid[];
  /** Usernames mentioned in the bio, where the gateway names them instead (far.quest). */
  bioMentionNames: string[];
  followingCount: number;
  followerCount: number;
  /** An L2 account (signature mode), not on Farcaster L1. */
  external: boolean;
  custodyAddress: string | null;
  /** Milliseconds since the Unix epoch. */
  registeredAt: number | null;
  /** The website address, when the gateway shows it (the public service does; the specification does not). */
  website?: string;
  /** Present only when the response was made for a signed-in viewer. */
  viewer?: ViewerRelation;
}

export interface Mention {
  fid: Fid;
  /** UTF-8 byte offset into `Cast.text` (the text with mention handles removed). */
  position: number;
  /** Known when the response embedded the mentioned user. */
  username?: string;
}

export interface Embeds {
  images: string[];
  urls: string[];
  /** Casts quoted by this cast. */
  quotes: Cast[];
  /** Hashes of quoted casts the response did not include. */
  quoteHashes: CastHash[];
  /** Preview cards the gateway sent with its URL embeds (far.quest's `openGraph`), by URL; absent when none. */
  previews?: Record<string, LinkPreview>;
}

export interface Cast {
  hash: CastHash;
  threadHash: CastHash | null;
  parentHash: CastHash | null;
  /** Channel URL when the cast was posted to a channel. */
  parentUrl: string | null;
  /** Text with mention handles removed, as Farcaster stores it. */
  text: string;
  mentions: Mention[];
  embeds: Embeds;
  external: boolean;
  author: User;
  parentAuthor: User | null;
  /** Milliseconds since the Unix epoch. */
  timestamp: number;
  replies: number;
  likes: number;
  recasts: number;
  viewerLiked: boolean;
  viewerRecasted: boolean;
  /** The viewer keeps it among their bookmarks; absent where the gateway keeps none (this browser does then). */
  viewerBookmarked?: boolean;
  /** A reply folded into this cast by the gateway (`childCast`). */
  reply: Cast | null;
  /** In a following feed: the followed person whose recast put this cast there. */
  recastedBy?: User;
}

export interface Page<T> {
  items: T[];
  /** Cursor of the next page, or null at the end. */
  next: string | null;
}

export type MessageTypeName =
  | 'MESSAGE_TYPE_CAST_ADD'
  | 'MESSAGE_TYPE_CAST_REMOVE'
  | 'MESSAGE_TYPE_REACTION_ADD'
  | 'MESSAGE_TYPE_REACTION_REMOVE'
  | 'MESSAGE_TYPE_LINK_ADD'
  | 'MESSAGE_TYPE_LINK_REMOVE'
  | 'MESSAGE_TYPE_USER_DATA_ADD';

/** What the gateway answers to a submitted message (§2.1), normalised. */
export interface SubmittedMessage {
  fid: Fid;
  /** The message's hash: for a cast, the cast's. */
  hash: CastHash;
  messageType: MessageTypeName;
  /** Milliseconds since the Unix epoch. */
  timestamp: number;
  external: boolean;
}

/** What a notification tells of. */
export type NotificationKind = 'like' | 'recast' | 'follow' | 'reply' | 'mention' | 'quote';

export interface Notification {
  id: string;
  kind: NotificationKind;
  /** Milliseconds since the Unix epoch. */
  timestamp: number;
  actor: User;
  /** The cast liked, recast, replied to, mentioned in or quoting; null for a follow. */
  cast: Cast | null;
  /** The reply itself, when the gateway sends it with a reply notification. */
  reply: Cast | null;
}

/** Paging of a list read: where to continue and how many to take. */
export interface ListQuery {
  cursor?: string | null;
  limit?: number;
}
