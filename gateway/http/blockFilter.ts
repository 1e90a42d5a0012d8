import type { CastItem } from '../present/viewContext';
import type { UserRow } from '../store/rows';
import type { Store } from '../store/store';

const NOBODY: ReadonlySet<number> = new Set();

/**
 * The users a signed-in reader blocked; nobody for an anonymous one. Asked at every read rather than
 * applied when a block arrives, so removing the block brings everything back, as it does on the
 * official clients.
 */
export const blockedBy = async (store: Store, viewerId: number | null): Promise<ReadonlySet<number>> =>
  viewerId === null ? NOBODY : store.blocks.blockedBy(viewerId);

/**
 * A listed item as a blocker sees it: gone when its cast (the reply, for a reply folded under its
 * parent) is by a blocked user or a blocked user recast it; without the parent when only the
 * parent's author is blocked.
 */
export function unblocked(blocked: ReadonlySet<number>, item: CastItem, recasterId: number | null = null): CastItem | null {
  if (recasterId !== null && blocked.has(recasterId)) return null;
  if (!item.child) return blocked.has(item.cast.author_id) ? null : item;
  if (blocked.has(item.child.author_id)) return null;
  return blocked.has(item.cast.author_id) ? { cast: item.child, child: null } : item;
}

/**
 * A signed-in reader never sees casts by the users they blocked. Pages keep their cursor: a page may
 * come back shorter, never with a gap.
 */
export async function withoutBlocked(store: Store, viewerId: number | null, items: CastItem[]): Promise<CastItem[]> {
  const blocked = await blockedBy(store, viewerId);
  if (blocked.size === 0) return items;
  return items.flatMap((item) => unblocked(blocked, item) ?? []);
}

/** A list of people as a blocker sees it: without the users they blocked (their profile stays reachable by name). */
export async function withoutBlockedUsers<Row extends UserRow>(store: Store, viewerId: number | null, rows: Row[]): Promise<Row[]> {
  const blocked = await blockedBy(store, viewerId);
  return blocked.size === 0 ? rows : rows.filter((row) => !blocked.has(row.id));
}
