import * as z from 'zod/mini';
import { castSchema } from './cast';
import { userSchema } from './user';
import { tryParse } from './wire';

/** A following-feed item: a cast, and the followed person who recast it when that is why it is there. */
export const feedCastSchema = z.pipe(
  z.looseObject({ recastedBy: z.optional(z.unknown()) }),
  z.transform((raw, ctx) => {
    const parsed = castSchema.safeParse(raw);
    if (!parsed.success) {
      ctx.issues.push({ code: 'custom', message: 'not a cast', input: raw });
      return z.NEVER;
    }
    const recaster = raw.recastedBy == null ? null : tryParse(userSchema, raw.recastedBy);
    return recaster ? { ...parsed.data, recastedBy: recaster } : parsed.data;
  }),
);
