import * as v from 'valibot';
import type { Channel, FollowedChannel } from '../channelModel';
import { countSchema, optionalText, timeSchema, wireObject } from './wire';

/**
 * far.quest's channel record (`search-channel`, `synced-channel`); `castCount` and `viewerContext`
 * are Castline's own (the latter only for a request with a token).
 */
const channelEntries = {
  channelId: v.string(),
  url: v.string(),
  name: optionalText,
  description: optionalText,
  imageUrl: optionalText,
  leadFid: v.nullish(v.union([v.string(), v.number()])),
  followerCount: countSchema,
  castCount: v.nullish(countSchema),
  viewerContext: v.nullish(wireObject({ following: v.nullish(v.boolean()) })),
};
const channelWireSchema = wireObject(channelEntries);

function channelOf(raw: v.InferOutput<typeof channelWireSchema>): Channel {
  const following = raw.viewerContext?.following;
  return {
    key: raw.channelId,
    name: raw.name || raw.channelId,
    description: raw.description ?? '',
    imageUrl: raw.imageUrl || null,
    parentUrl: raw.url,
    followerCount: raw.followerCount,
    castCount: raw.castCount ?? null,
    leadFid: raw.leadFid == null ? null : String(raw.leadFid),
    ...(typeof following === 'boolean' ? { viewerFollowing: following } : {}),
  };
}

export const channelSchema = v.pipe(channelWireSchema, v.transform(channelOf));

/** A record of `/castline/v1/channel-follows`: the channel's, with when it was followed and last opened, and what came since. */
export const followedChannelSchema = v.pipe(
  wireObject({ ...channelEntries, followedAt: v.nullish(timeSchema), seenAt: v.nullish(timeSchema), unseenCount: countSchema }),
  v.transform(
    (raw): FollowedChannel => ({ ...channelOf(raw), followedAt: raw.followedAt ?? null, seenAt: raw.seenAt ?? null, unseenCount: raw.unseenCount }),
  ),
);
