import type { Cast, Page, User } from '../api/model';

/**
 * A cast's identity in a list. The gateway folds a reply into its parent, so several items can
 * share the parent's hash: the folded reply's hash is part of the key.
 */
export function castKey(cast: Cast): string {
  const key = cast.reply ? `${cast.hash}>${cast.reply.hash}` : cast.hash;
  // A cast recast by someone followed is listed again for each of them.
  return cast.recastedBy ? `${key}<${cast.recastedBy.fid}` : key;
}

export function userKey(user: User): string {
  return user.fid;
}

/**
 * Pages flattened in order, keeping the first occurrence of every key. Items already shown keep
 * their place, because later pages only ever append; an item repeated by a later page (cursor
 * overlap, a thread root sent again) is dropped instead of moving.
 */
export function uniqueItems<T>(pages: readonly Page<T>[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}
