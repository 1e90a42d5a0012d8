import * as v from 'valibot';
import { castSchema } from './cast';
import { userSchema } from './user';
import { tryParse, wireObject } from './wire';

/** A following-feed item: a cast, and the followed person who recast it when that is why it is there. */
export const feedCastSchema = v.pipe(
  wireObject({ recastedBy: v.optional(v.unknown()) }),
  v.rawTransform(({ dataset: { value: raw }, addIssue, NEVER }) => {
    const parsed = v.safeParse(castSchema, raw);
    if (!parsed.success) {
      addIssue({ message: 'not a cast' });
      return NEVER;
    }
    const recaster = raw.recastedBy == null ? null : tryParse(userSchema, raw.recastedBy);
    return recaster ? { ...parsed.output, recastedBy: recaster } : parsed.output;
  }),
);
