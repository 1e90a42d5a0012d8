import * as v from 'valibot';
import type { Channel } from '../channelModel';
import { countSchema, optionalText, wireObject } from './wire';

/** far.quest's channel record (`search-channel`, `synced-channel`); `castCount` is Castline's own. */
const channelWireSchema = wireObject({
  channelId: v.string(),
  url: v.string(),
  name: optionalText,
  description: optionalText,
  imageUrl: optionalText,
  leadFid: v.nullish(v.union([v.string(), v.number()])),
  followerCount: countSchema,
  castCount: v.nullish(countSchema),
});

export const channelSchema = v.pipe(
  channelWireSchema,
  v.transform(
    (raw): Channel => ({
      key: raw.channelId,
      name: raw.name || raw.channelId,
      description: raw.description ?? '',
      imageUrl: raw.imageUrl || null,
      parentUrl: raw.url,
      followerCount: raw.followerCount,
      castCount: raw.castCount ?? null,
      leadFid: raw.leadFid == null ? null : String(raw.leadFid),
    }),
  ),
);
