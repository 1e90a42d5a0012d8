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
  /** Whether the signed-in person follows it; absent where the gateway does not say (signed out, the public service). */
  viewerFollowing?: boolean;
}

/** A channel the signed-in person follows, with what is new in it for them. */
export interface FollowedChannel extends Channel {
  /** When they followed it and last opened it (ms); null where this browser keeps the follow. */
  followedAt: number | null;
  seenAt: number | null;
  /** Others' casts in it since they last opened it, counted up to 100; null where this browser keeps the follow (nothing counts them). */
  unseenCount: number | null;
}
