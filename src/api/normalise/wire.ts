/** Leaf schemas shared by both response families (imported from `zod/mini` to keep the bundle small). */
import * as z from 'zod/mini';
import type { Fid } from '../model';

/** L2 FIDs are wallet addresses; compare them in one case. */
export function canonicalFid(value: string | number): Fid {
  const text = String(value).trim();
  return /^0x/i.test(text) ? text.toLowerCase() : text;
}

/** FIDs arrive as strings (specification, L2) or numbers (far.quest L1 message records). */
export const fidSchema = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number().check(z.int(), z.nonnegative())]),
  z.transform(canonicalFid),
);

/** ISO strings (specification) or milliseconds (far.quest) to milliseconds. */
export const timeSchema = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value: number | string, ctx) => {
    const ms = typeof value === 'number' || /^\d+$/.test(value) ? Number(value) : Date.parse(value);
    if (Number.isFinite(ms)) return ms;
    ctx.issues.push({ code: 'custom', message: `not a time: ${String(value)}`, input: value });
    return z.NEVER;
  }),
);

/** Booleans (specification), or far.quest's `{_id}` record / `null`: any record means set. */
export const flagSchema = z.nullish(z.union([z.boolean(), z.looseObject({})]));

export function flagValue(flag: z.output<typeof flagSchema>): boolean {
  return flag === true || (typeof flag === 'object' && flag !== null);
}

/** Counts are numbers, but far.quest sometimes serves them from a string cache. */
export const countSchema = z.pipe(
  z.nullish(z.union([z.number(), z.string()])),
  z.transform((value: number | string | null | undefined) => {
    const n = Number(value ?? 0);
    return Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0;
  }),
);

export const countObjectSchema = z.nullish(z.looseObject({ count: countSchema }));

/** Opaque page cursor; `''` and null both mean the end. */
export const cursorSchema = z.nullish(z.union([z.string(), z.number()]));

export function cursorValue(...candidates: z.output<typeof cursorSchema>[]): string | null {
  for (const candidate of candidates) {
    if (candidate !== null && candidate !== undefined && String(candidate) !== '') return String(candidate);
  }
  return null;
}

export const optionalText = z.nullish(z.string());

/** Parses one item leniently: a malformed item becomes null instead of failing its page. */
export function tryParse<T>(schema: z.ZodMiniType<T>, raw: unknown): T | null {
  const result = schema.safeParse(raw);
  return result.success ? result.data : null;
}
