import * as v from 'valibot';
import type { Notification, NotificationKind } from '../model';
import { castSchema } from './cast';
import { userSchema } from './user';
import { type SchemaOf, timeSchema, tryParse, wireObject } from './wire';

/**
 * far.quest's notification records: `type` link, reply, reaction (with `reactionType`), mention, and
 * Castline's quote; `content.cast` the cast concerned. An unknown type is dropped by the page reader.
 */
const notificationWireSchema = wireObject({
  id: v.union([v.string(), v.number()]),
  type: v.string(),
  reactionType: v.nullish(v.union([v.string(), v.number()])),
  timestamp: timeSchema,
  actor: userSchema,
  content: v.nullish(wireObject({ cast: v.optional(v.unknown()), reply: v.optional(v.unknown()) })),
});

/** `like`/`recast`, the protocol's names or numbers (1 like, 2 recast). */
function reactionKind(value: string | number | null | undefined): NotificationKind | null {
  const text = String(value ?? '').toLowerCase();
  if (text === 'like' || text === '1' || text === 'reaction_type_like') return 'like';
  if (text === 'recast' || text === '2' || text === 'reaction_type_recast') return 'recast';
  return null;
}

const KINDS = new Map<string, NotificationKind>([
  ['link', 'follow'],
  ['follow', 'follow'],
  ['reply', 'reply'],
  ['mention', 'mention'],
  ['quote', 'quote'],
]);

export const notificationSchema: SchemaOf<Notification> = v.pipe(
  notificationWireSchema,
  v.rawTransform(({ dataset: { value: raw }, addIssue, NEVER }) => {
    const kind = raw.type === 'reaction' ? reactionKind(raw.reactionType) : (KINDS.get(raw.type) ?? null);
    if (!kind) {
      addIssue({ message: `unknown notification type ${raw.type}` });
      return NEVER;
    }
    const cast = raw.content?.cast == null ? null : tryParse(castSchema, raw.content.cast);
    const reply = raw.content?.reply == null ? null : tryParse(castSchema, raw.content.reply);
    return { id: String(raw.id), kind, timestamp: raw.timestamp, actor: raw.actor, cast, reply };
  }),
);

export const unseenCountSchema = wireObject({ result: wireObject({ unseenCount: v.number() }) });
