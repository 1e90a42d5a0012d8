import type { CastItem } from '../present/viewContext';
import type { Store } from '../store/store';

/**
 * A signed-in reader never sees casts by the users they blocked. A feed row that is a reply
 * folded under its parent goes when the reply's author is blocked, and loses only the parent when
 * the parent's author is. Pages keep their cursor: a page may come back shorter, never with a gap.
 */
export function withoutBlocked(store: Store, viewerId: number | null, items: CastItem[]): CastItem[] {
  if (viewerId === null) return items;
  const blocked = store.blocks.blockedBy(viewerId);
  if (blocked.size === 0) return items;
  return items.flatMap((item) => {
    if (!item.child) return blocked.has(item.cast.author_id) ? [] : [item];
    if (blocked.has(item.child.author_id)) return [];
    return blocked.has(item.cast.author_id) ? [{ cast: item.child, child: null }] : [item];
  });
}
