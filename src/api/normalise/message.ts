import * as v from 'valibot';
import type { MessageTypeName, SubmittedMessage } from '../model';
import { castHashSchema, fidSchema, timeSchema, wireObject } from './wire';

/** far.quest sends the protobuf enum numbers; the specification's examples use the names. */
const MESSAGE_TYPE_BY_NUMBER: Record<number, MessageTypeName> = {
  1: 'MESSAGE_TYPE_CAST_ADD',
  2: 'MESSAGE_TYPE_CAST_REMOVE',
  3: 'MESSAGE_TYPE_REACTION_ADD',
  4: 'MESSAGE_TYPE_REACTION_REMOVE',
  5: 'MESSAGE_TYPE_LINK_ADD',
  6: 'MESSAGE_TYPE_LINK_REMOVE',
  11: 'MESSAGE_TYPE_USER_DATA_ADD',
};

const MESSAGE_TYPE_NAMES = new Set<string>(Object.values(MESSAGE_TYPE_BY_NUMBER));

export function messageTypeName(value: number | string): MessageTypeName | null {
  if (typeof value === 'number' || /^\d+$/.test(value)) return MESSAGE_TYPE_BY_NUMBER[Number(value)] ?? null;
  return MESSAGE_TYPE_NAMES.has(value) ? (value as MessageTypeName) : null;
}

const messageTypeSchema = v.pipe(
  v.union([v.number(), v.string()]),
  v.rawTransform(({ dataset: { value }, addIssue, NEVER }) => {
    const name = messageTypeName(value);
    if (name !== null) return name;
    addIssue({ message: `unknown messageType ${String(value)}` });
    return NEVER;
  }),
);

const messageRecordWireSchema = wireObject({
  fid: fidSchema,
  hash: castHashSchema,
  messageType: messageTypeSchema,
  timestamp: timeSchema,
  external: v.nullish(v.boolean()),
});

export const submittedMessageSchema = v.pipe(
  messageRecordWireSchema,
  v.transform(
    (raw: v.InferOutput<typeof messageRecordWireSchema>): SubmittedMessage => ({
      fid: raw.fid,
      hash: raw.hash,
      messageType: raw.messageType,
      timestamp: raw.timestamp,
      external: raw.external ?? false,
    }),
  ),
);
