import * as z from 'zod/mini';
import type { Channel } from '../channelModel';
import { countSchema, optionalText } from './wire';

/** far.quest's channel record (`search-channel`, `synced-channel`); `castCount` is Castline's own. */
const channelWireSchema = z.looseObject({
  channelId: z.string(),
  url: z.string(),
  name: optionalText,
  description: optionalText,
  imageUrl: optionalText,
  leadFid: z.nullish(z.union([z.string(), z.number()])),
  followerCount: countSchema,
  castCount: z.nullish(countSchema),
});

export const channelSchema = z.pipe(
  channelWireSchema,
  z.transform(
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
