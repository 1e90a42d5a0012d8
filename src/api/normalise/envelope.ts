import * as v from 'valibot';
import { GatewayError } from '../errors';
import type { Page } from '../model';
import { cursorSchema, cursorValue, type SchemaOf, tryParse, wireObject } from './wire';

/** `{result, source}`; `next` is top-level (specification) or inside `result` (far.quest lists of users). */
const envelopeSchema = wireObject({
  result: wireObject({ next: cursorSchema }),
  next: cursorSchema,
});

type ResultKey = 'users' | 'casts' | 'cast' | 'user' | 'notifications' | 'likes' | 'channels';

export function unexpectedResponse(what: string, detail: string): GatewayError {
  return new GatewayError('server', `Unexpected response from the gateway (${what}): ${detail}`);
}

/** The parsed body, or an unexpected-response error listing each issue and where it is. */
export function parseOrThrow<T>(schema: SchemaOf<T>, body: unknown, what: string): T {
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw unexpectedResponse(what, v.summarize(parsed.issues));
  return parsed.output;
}

function readEnvelope(body: unknown, what: string): v.InferOutput<typeof envelopeSchema> {
  return parseOrThrow(envelopeSchema, body, what);
}

function readList(body: unknown, key: ResultKey, what: string): { items: unknown[]; next: string | null } {
  const envelope = readEnvelope(body, what);
  const items = envelope.result[key];
  if (!Array.isArray(items)) throw unexpectedResponse(what, `result.${key} is not a list`);
  return { items, next: cursorValue(envelope.result.next, envelope.next) };
}

/** A page of items; a malformed or null item is dropped so the rest of the page still shows. */
export function readPage<T>(body: unknown, key: ResultKey, schema: SchemaOf<T>, what: string): Page<T> {
  const { items, next } = readList(body, key, what);
  const kept = items.flatMap((item) => {
    const parsed = item == null ? null : tryParse(schema, item);
    return parsed === null ? [] : [parsed];
  });
  return { items: kept, next };
}

/** A list kept in step with the request: null (unknown or malformed) entries stay in place. */
export function readSlots<T>(body: unknown, key: ResultKey, schema: SchemaOf<T>, what: string): (T | null)[] {
  return readList(body, key, what).items.map((item) => (item == null ? null : tryParse(schema, item)));
}

/** One item: null when the gateway knows none, an error when what it sent is malformed. */
export function readSingle<T>(body: unknown, key: ResultKey, schema: SchemaOf<T>, what: string): T | null {
  const raw = readEnvelope(body, what).result[key];
  return raw == null ? null : parseOrThrow(schema, raw, what);
}

/** The message record of a submitted message, from `{result, source}`. */
export function readResult<T>(body: unknown, schema: SchemaOf<T>, what: string): T {
  return parseOrThrow(wireObject({ result: schema }), body, what).result;
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
