/** Rows as both dialects return them; booleans are INTEGER 0/1, JSON columns are text. */
export interface UserRow {
  id: number;
  fid: string;
  external: number;
  custody_address: string | null;
  username: string;
  display_name: string;
  bio: string;
  bio_mentions: string;
  pfp_url: string;
  url: string;
  registered_at: number;
  following_count: number;
  follower_count: number;
}

export interface CastRow {
  id: number;
  hash: string;
  author_id: number;
  text: string;
  mentions: string;
  mentions_positions: string;
  embeds: string;
  parent_hash: string | null;
  parent_author_id: number | null;
  parent_url: string | null;
  thread_hash: string;
  timestamp: number;
  external: number;
  replies_count: number;
  likes_count: number;
  recasts_count: number;
}

/** The `embeds` column: image and link URLs (site-relative `/static/...` for the gateway's own), quoted cast hashes. */
export interface StoredEmbeds {
  images: string[];
  urls: string[];
  quotes: string[];
}

/** An embedded URL kept among `images` rather than `urls`. */
export const IMAGE_URL = /\.(?:png|jpe?g|gif|webp|svg|avif)(?:[?#].*)?$/i;

export type ReactionKind = 1 | 2;
export const LIKE: ReactionKind = 1;
export const RECAST: ReactionKind = 2;
