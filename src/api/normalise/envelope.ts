import * as z from 'zod/mini';
import { GatewayError } from '../errors';
import type { Page } from '../model';
import { cursorSchema, cursorValue, tryParse } from './wire';

/** `{result, source}`; `next` is top-level (specification) or inside `result` (far.quest lists of users). */
const envelopeSchema = z.looseObject({
  result: z.looseObject({ next: cursorSchema }),
  next: cursorSchema,
});

type ResultKey = 'users' | 'casts' | 'cast' | 'user' | 'notifications' | 'likes' | 'channels';

export function unexpectedResponse(what: string, detail: string): GatewayError {
  return new GatewayError('server', `Unexpected response from the gateway (${what}): ${detail}`);
}

function readEnvelope(body: unknown, what: string): z.output<typeof envelopeSchema> {
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) throw unexpectedResponse(what, z.prettifyError(parsed.error));
  return parsed.data;
}

function readList(body: unknown, key: ResultKey, what: string): { items: unknown[]; next: string | null } {
  const envelope = readEnvelope(body, what);
  const items = envelope.result[key];
  if (!Array.isArray(items)) throw unexpectedResponse(what, `result.${key} is not a list`);
  return { items, next: cursorValue(envelope.result.next, envelope.next) };
}

/** A page of items; a malformed or null item is dropped so the rest of the page still shows. */
export function readPage<T>(body: unknown, key: ResultKey, schema: z.ZodMiniType<T>, what: string): Page<T> {
  const { items, next } = readList(body, key, what);
  const kept = items.flatMap((item) => {
    const parsed = item == null ? null : tryParse(schema, item);
    return parsed === null ? [] : [parsed];
  });
  return { items: kept, next };
}

/** A list kept in step with the request: null (unknown or malformed) entries stay in place. */
export function readSlots<T>(body: unknown, key: ResultKey, schema: z.ZodMiniType<T>, what: string): (T | null)[] {
  return readList(body, key, what).items.map((item) => (item == null ? null : tryParse(schema, item)));
}

/** One item: null when the gateway knows none, an error when what it sent is malformed. */
export function readSingle<T>(body: unknown, key: ResultKey, schema: z.ZodMiniType<T>, what: string): T | null {
  const raw = readEnvelope(body, what).result[key];
  if (raw == null) return null;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw unexpectedResponse(what, z.prettifyError(parsed.error));
  return parsed.data;
}

/** The message record of a submitted message, from `{result, source}`. */
export function readResult<T>(body: unknown, schema: z.ZodMiniType<T>, what: string): T {
  const parsed = z.looseObject({ result: schema }).safeParse(body);
  if (!parsed.success) throw unexpectedResponse(what, z.prettifyError(parsed.error));
  return parsed.data.result;
}

/**
 * A string field of an auth response: top-level (far.quest `{code, success, message, signature}`,
 * specification `{signature}`) or inside `result`.
 */
export function readAuthField(body: unknown, field: 'signature' | 'accessToken', what: string): string {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const result = typeof record.result === 'object' && record.result !== null ? (record.result as Record<string, unknown>) : {};
  const value = record[field] ?? result[field];
  if (typeof value !== 'string' || value === '') throw unexpectedResponse(what, `no ${field}`);
  return value;
}
