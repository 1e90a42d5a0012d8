import * as v from 'valibot';
import type { Fid, User } from '../model';
import { countSchema, fidSchema, flagSchema, flagValue, optionalText, timeSchema, wireObject } from './wire';
import { fidOf } from '../ids';
import { isUsername } from '../../farcaster/username';

/**
 * One schema for both families: far.quest adds `url` (the website, kept), `connectedAddress` and more (kept out),
 * sends `registeredAt` in ms, omits `custodyAddress` for L2 users and may omit `username`.
 */
const userWireSchema = wireObject({
  fid: fidSchema,
  username: optionalText,
  displayName: optionalText,
  pfp: v.nullish(wireObject({ url: optionalText })),
  bio: v.nullish(wireObject({ text: optionalText, mentions: v.nullish(v.array(v.unknown())) })),
  followingCount: countSchema,
  followerCount: countSchema,
  external: v.nullish(v.boolean()),
  custodyAddress: optionalText,
  url: optionalText,
  registeredAt: v.nullish(timeSchema),
  isFollowing: flagSchema,
  isFollowedBy: flagSchema,
});

type UserWire = v.InferOutput<typeof userWireSchema>;

function toUser(raw: UserWire): User {
  const user: User = {
    fid: raw.fid,
    username: raw.username ?? '',
    displayName: raw.displayName ?? '',
    pfpUrl: raw.pfp?.url || null,
    bio: raw.bio?.text ?? '',
    bioMentions: bioMentionFids(raw.bio?.mentions ?? []),
    bioMentionNames: bioMentionNames(raw.bio?.mentions ?? []),
    followingCount: raw.followingCount,
    followerCount: raw.followerCount,
    external: raw.external ?? raw.fid.startsWith('0x'),
    custodyAddress: raw.custodyAddress || null,
    registeredAt: raw.registeredAt ?? null,
  };
  // The specification's user has no website address: only a gateway that shows it sets it.
  if (raw.url !== undefined) user.website = raw.url ?? '';
  // `null` counts as present: far.quest answers "not following" with null.
  if (raw.isFollowing !== undefined || raw.isFollowedBy !== undefined) {
    user.viewer = { isFollowing: flagValue(raw.isFollowing), isFollowedBy: flagValue(raw.isFollowedBy) };
  }
  return user;
}

/** The specification lists bio mentions as FIDs. */
function bioMentionFids(mentions: unknown[]): Fid[] {
  return mentions.flatMap((mention) => {
    const value = typeof mention === 'object' && mention !== null ? (mention as { fid?: unknown }).fid : mention;
    if (typeof value === 'number' && Number.isInteger(value)) return [fidOf(value)];
    if (typeof value === 'string' && /^(\d+|0x[0-9a-fA-F]{40})$/.test(value)) return [fidOf(value)];
    return [];
  });
}

/** far.quest lists bio mentions as usernames. */
function bioMentionNames(mentions: unknown[]): string[] {
  return mentions.flatMap((mention) => (typeof mention === 'string' && isUsername(mention.toLowerCase()) && !/^\d+$/.test(mention) ? [mention.toLowerCase()] : []));
}

export const userSchema = v.pipe(userWireSchema, v.transform(toUser));
