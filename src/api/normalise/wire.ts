/** Leaf schemas shared by both response families (valibot, so the bundle carries only the validators used). */
import * as v from 'valibot';
import { castHashOf, fidOf } from '../ids';

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A JSON object, never a list (a list would pass as an object whose keys are all absent), keeping the
 * keys it does not name: readers pass whole records on.
 */
export function wireObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.pipe(
    v.custom<Record<string, unknown>>(isJsonObject, (issue) => `Invalid type: Expected Object but received ${issue.received}`),
    v.looseObject(entries),
  );
}

/** A cast hash, in one case. */
export const castHashSchema = v.pipe(v.string(), v.minLength(1), v.transform(castHashOf));

/** FIDs arrive as strings (specification, L2) or numbers (far.quest L1 message records). */
export const fidSchema = v.pipe(
  v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.safeInteger(), v.minValue(0))]),
  v.transform(fidOf),
);

/** ISO strings (specification) or milliseconds (far.quest) to milliseconds. */
export const timeSchema = v.pipe(
  v.union([v.number(), v.string()]),
  v.rawTransform(({ dataset: { value }, addIssue, NEVER }) => {
    const ms = typeof value === 'number' || /^\d+$/.test(value) ? Number(value) : Date.parse(value);
    if (Number.isFinite(ms)) return ms;
    addIssue({ message: `not a time: ${String(value)}` });
    return NEVER;
  }),
);

/** Booleans (specification), or far.quest's `{_id}` record / `null`: any record means set. */
export const flagSchema = v.nullish(v.union([v.boolean(), wireObject({})]));

export function flagValue(flag: v.InferOutput<typeof flagSchema>): boolean {
  return flag === true || (typeof flag === 'object' && flag !== null);
}

/**
 * Counts are numbers, but far.quest sometimes serves them from a string cache. The default makes an
 * absent count 0 rather than an absent key.
 */
export const countSchema = v.pipe(
  v.nullish(v.union([v.number(), v.string()]), 0),
  v.transform((value) => {
    const n = Number(value);
    return Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0;
  }),
);

export const countObjectSchema = v.nullish(wireObject({ count: countSchema }));

/** Opaque page cursor; `''` and null both mean the end. */
export const cursorSchema = v.nullish(v.union([v.string(), v.number()]));

export function cursorValue(...candidates: v.InferOutput<typeof cursorSchema>[]): string | null {
  for (const candidate of candidates) {
    if (candidate !== null && candidate !== undefined && String(candidate) !== '') return String(candidate);
  }
  return null;
}

export const optionalText = v.nullish(v.string());

/** A schema that reads unknown input into a `T`. */
export type SchemaOf<T> = v.GenericSchema<unknown, T>;

/** Parses one item leniently: a malformed item becomes null instead of failing its page. */
export function tryParse<T>(schema: SchemaOf<T>, raw: unknown): T | null {
  const result = v.safeParse(schema, raw);
  return result.success ? result.output : null;
}
