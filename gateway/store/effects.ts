import { mentionedNames } from '../../src/farcaster/username';
import { ConflictError } from '../domainErrors';
import type { CastRow, ReactionKind, UserRow } from './rows';
import type { Store } from './store';
import type { UserField } from './users';

/**
 * State changes that keep the stored counters true. Message submission goes through these, never
 * through the tables directly (the seeds write many rows per statement and then count the counters
 * from the tables: seed/bulk.ts). Each runs in one transaction (joining the caller's, if any), so a
 * counter never disagrees with its rows.
 */

export async function follow(store: Store, followerId: number, targetId: number, timestamp: number): Promise<void> {
  await store.db.transaction(async () => {
    if (await store.links.add(followerId, targetId, timestamp)) await store.users.adjustFollow(followerId, targetId, 1);
  });
}

export async function unfollow(store: Store, followerId: number, targetId: number): Promise<void> {
  await store.db.transaction(async () => {
    if (await store.links.remove(followerId, targetId)) await store.users.adjustFollow(followerId, targetId, -1);
  });
}

export async function react(store: Store, castId: number, kind: ReactionKind, userId: number, timestamp: number): Promise<void> {
  await store.db.transaction(async () => {
    if (await store.reactions.add(castId, kind, userId, timestamp)) await store.casts.adjustReactions(castId, kind, 1);
  });
}

export async function unreact(store: Store, castId: number, kind: ReactionKind, userId: number): Promise<void> {
  await store.db.transaction(async () => {
    if (await store.reactions.remove(castId, kind, userId)) await store.casts.adjustReactions(castId, kind, -1);
  });
}

export async function removeCast(store: Store, cast: CastRow): Promise<void> {
  await store.db.transaction(async () => {
    await store.reactions.removeForCast(cast.id);
    await store.casts.remove(cast);
  });
}

/**
 * An L1 account starts as `fid<N>` and an L2 account as its address, which no chosen name can be
 * (names are at most 20 characters); so `fid<N>` is kept for FID N alone. Returns N, or null.
 */
export function defaultUsernameFid(username: string): string | null {
  return /^fid([1-9]\d*)$/i.exec(username)?.[1] ?? null;
}

/**
 * Sets one profile field of `author`, as a user data message does: a name held by another account, or
 * kept as another FID's default name, is refused (a `ConflictError`, nothing written); a bio's `@name`s
 * of accounts here become its mentions.
 */
export async function setUserField(store: Store, author: Pick<UserRow, 'id' | 'fid'>, field: UserField, value: string): Promise<void> {
  if (field === 'username') {
    const defaultOf = defaultUsernameFid(value);
    if (defaultOf !== null && defaultOf !== author.fid) throw new ConflictError(`Username ${value} is kept as the default name of FID ${defaultOf}`);
    const holder = await store.users.byUsername(value);
    if (holder && holder.id !== author.id) throw new ConflictError(`Username ${value} is taken`);
  }
  await store.db.transaction(async () => {
    await store.users.update(author.id, field, value);
    if (field !== 'bio') return;
    const fids: string[] = [];
    for (const name of mentionedNames(value)) {
      const mentioned = await store.users.byUsername(name);
      if (mentioned) fids.push(mentioned.fid);
    }
    await store.users.setBioMentions(author.id, [...new Set(fids)]);
  });
}

/** The user row for an identity that signed in, created on first sign-in (by whichever sign-in comes first). */
export async function ensureAccount(store: Store, fid: string, custody: string | null, now: number): Promise<UserRow> {
  return store.db.transaction(async () => {
    const existing = await store.users.byFid(fid);
    if (existing) return existing;
    const external = custody === null;
    await store.users.insert({
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
    return (await store.users.byFid(fid))!;
  });
}
