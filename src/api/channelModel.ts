/** A channel as the gateway records it. */
export interface Channel {
  /** The channel id, e.g. `dev`. */
  key: string;
  name: string;
  description: string;
  imageUrl: string | null;
  /** The parent URL its casts carry. */
  parentUrl: string;
  followerCount: number;
  /** Null where the gateway does not count (the public service). */
  castCount: number | null;
  leadFid: string | null;
}
