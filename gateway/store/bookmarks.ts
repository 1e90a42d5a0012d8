import type { Db } from './database';
import type { Position } from './cursor';

export const MAX_BOOKMARKS = 10_000;

export interface BookmarkRow {
  id: number;
  cast_hash: string;
  timestamp: number;
}

/**
 * Bookmarks: Castline's own, private to the account that keeps them and never published. Kept by
 * cast hash and joined to the casts at each read, so a deleted cast drops out of the list.
 */
export function bookmarkStore(db: Db) {
  const insert = db.prepare('INSERT OR IGNORE INTO bookmarks (user_id, cast_hash, timestamp) VALUES (?, ?, ?)');
  const remove = db.prepare('DELETE FROM bookmarks WHERE user_id = ? AND cast_hash = ?');
  const has = db.prepare<[number, string], number>('SELECT 1 FROM bookmarks WHERE user_id = ? AND cast_hash = ?').pluck();
  const byViewer = db.prepare<[number, string], { cast_hash: string; id: number }>(
    'SELECT cast_hash, id FROM bookmarks WHERE user_id = ? AND cast_hash IN (SELECT value FROM json_each(?))',
  );
  const count = db.prepare<[number], number>('SELECT COUNT(*) FROM bookmarks WHERE user_id = ?').pluck();
  const page = db.prepare<{ userId: number; ts: number; id: number; limit: number }, BookmarkRow>(
    `SELECT b.id, b.cast_hash, b.timestamp FROM bookmarks b JOIN casts c ON c.hash = b.cast_hash
     WHERE b.user_id = @userId AND (b.timestamp < @ts OR (b.timestamp = @ts AND b.id < @id))
     ORDER BY b.timestamp DESC, b.id DESC LIMIT @limit`,
  );
  return {
    /** True when newly kept; false when it was kept already. */
    add: (userId: number, castHash: string, timestamp: number): boolean => insert.run(userId, castHash, timestamp).changes > 0,
    remove: (userId: number, castHash: string): boolean => remove.run(userId, castHash).changes > 0,
    has: (userId: number, castHash: string): boolean => has.get(userId, castHash) !== undefined,
    /** Bookmark ids of the given casts the account keeps, by cast hash. */
    byViewer: (userId: number, castHashes: Iterable<string>): Map<string, number> =>
      new Map(byViewer.all(userId, JSON.stringify([...castHashes])).map((row) => [row.cast_hash, row.id])),
    count: (userId: number): number => count.get(userId) ?? 0,
    /** Newest first, strictly after `from`; bookmarks of deleted casts are skipped. */
    page: (userId: number, from: Position, limit: number): BookmarkRow[] => page.all({ userId, ts: from.ts, id: from.id, limit }),
  };
}
