import * as z from 'zod/mini';
import type { Notification, NotificationKind } from '../model';
import { castSchema } from './cast';
import { userSchema } from './user';
import { timeSchema, tryParse } from './wire';

/**
 * far.quest's notification records: `type` link, reply, reaction (with `reactionType`), mention, and
 * Castline's quote; `content.cast` the cast concerned. An unknown type is dropped by the page reader.
 */
const notificationWireSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  type: z.string(),
  reactionType: z.nullish(z.union([z.string(), z.number()])),
  timestamp: timeSchema,
  actor: userSchema,
  content: z.nullish(z.looseObject({ cast: z.optional(z.unknown()), reply: z.optional(z.unknown()) })),
});

/** `like`/`recast`, the protocol's names or numbers (1 like, 2 recast). */
function reactionKind(value: string | number | null | undefined): NotificationKind | null {
  const text = String(value ?? '').toLowerCase();
  if (text === 'like' || text === '1' || text === 'reaction_type_like') return 'like';
  if (text === 'recast' || text === '2' || text === 'reaction_type_recast') return 'recast';
  return null;
}

const KINDS: Record<string, NotificationKind> = { link: 'follow', follow: 'follow', reply: 'reply', mention: 'mention', quote: 'quote' };

export const notificationSchema: z.ZodMiniType<Notification> = z.pipe(
  notificationWireSchema,
  z.transform((raw, ctx) => {
    const kind = raw.type === 'reaction' ? reactionKind(raw.reactionType) : (KINDS[raw.type] ?? null);
    if (!kind) {
      ctx.issues.push({ code: 'custom', message: `unknown notification type ${raw.type}`, input: raw.type });
      return z.NEVER;
    }
    const cast = raw.content?.cast == null ? null : tryParse(castSchema, raw.content.cast);
    const reply = raw.content?.reply == null ? null : tryParse(castSchema, raw.content.reply);
    return { id: String(raw.id), kind, timestamp: raw.timestamp, actor: raw.actor, cast, reply };
  }),
);

export const unseenCountSchema = z.looseObject({ result: z.looseObject({ unseenCount: z.number() }) });
