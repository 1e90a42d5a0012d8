import type { CastRow, ReactionKind, UserRow } from './rows';
import type { Store } from './store';

/**
 * State changes that keep the stored counters true. Message submission and the seeds both go
 * through these, never through the tables directly.
 */

export function follow(store: Store, followerId: number, targetId: number, timestamp: number): void {
  if (store.links.add(followerId, targetId, timestamp)) store.users.adjustFollow(followerId, targetId, 1);
}

export function unfollow(store: Store, followerId: number, targetId: number): void {
  if (store.links.remove(followerId, targetId)) store.users.adjustFollow(followerId, targetId, -1);
}

export function react(store: Store, castId: number, kind: ReactionKind, userId: number, timestamp: number): void {
  if (store.reactions.add(castId, kind, userId, timestamp)) store.casts.adjustReactions(castId, kind, 1);
}

export function unreact(store: Store, castId: number, kind: ReactionKind, userId: number): void {
  if (store.reactions.remove(castId, kind, userId)) store.casts.adjustReactions(castId, kind, -1);
}

export function removeCast(store: Store, cast: CastRow): void {
  store.reactions.removeForCast(cast.id);
  store.casts.remove(cast);
}

/**
 * An L1 account starts as `fid<N>` and an L2 account as its address, which no chosen name can be
 * (names are at most 20 characters); so `fid<N>` is kept for FID N alone. Returns N, or null.
 */
export function defaultUsernameFid(username: string): string | null {
  return /^fid([1-9]\d*)$/i.exec(username)?.[1] ?? null;
}

/** The user row for an identity that signed in, created on first sign-in. */
export function ensureAccount(store: Store, fid: string, custody: string | null, now: number): UserRow {
  const existing = store.users.byFid(fid);
  if (existing) return existing;
  const external = custody === null;
  store.users.insert({
    fid,
    external,
    custodyAddress: custody,
    username: external ? fid : `fid${fid}`,
    displayName: '',
    bio: '',
    bioMentions: [],
    pfpUrl: '',
    url: '',
    registeredAt: now,
  });
  return store.users.byFid(fid)!;
}
