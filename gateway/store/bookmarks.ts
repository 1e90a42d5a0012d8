import { sql } from 'kysely';
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
  return {
    /** True when newly kept; false when it was kept already. */
    add: async (userId: number, castHash: string, timestamp: number): Promise<boolean> =>
      (await db.write(sql`INSERT INTO bookmarks (user_id, cast_hash, timestamp) VALUES (${userId}, ${castHash}, ${timestamp})
        ON CONFLICT DO NOTHING`)).changed > 0,
    remove: async (userId: number, castHash: string): Promise<boolean> =>
      (await db.write(sql`DELETE FROM bookmarks WHERE user_id = ${userId} AND cast_hash = ${castHash}`)).changed > 0,
    has: async (userId: number, castHash: string): Promise<boolean> =>
      (await db.first(sql`SELECT 1 AS kept FROM bookmarks WHERE user_id = ${userId} AND cast_hash = ${castHash}`)) !== undefined,
    /** Bookmark ids of the given casts the account keeps, by cast hash. */
    async byViewer(userId: number, castHashes: Iterable<string>): Promise<Map<string, number>> {
      const list = [...castHashes];
      if (list.length === 0) return new Map();
      const rows = await db.all(sql<{ cast_hash: string; id: number }>`SELECT cast_hash, id FROM bookmarks
        WHERE user_id = ${userId} AND cast_hash IN (${sql.join(list)})`);
      return new Map(rows.map((row) => [row.cast_hash, row.id]));
    },
    count: async (userId: number): Promise<number> =>
      (await db.first(sql<{ n: number }>`SELECT COUNT(*) AS n FROM bookmarks WHERE user_id = ${userId}`))?.n ?? 0,
    /** Newest first, strictly after `from`; bookmarks of deleted casts are skipped. */
    page: (userId: number, from: Position, limit: number): Promise<BookmarkRow[]> =>
      db.all(sql<BookmarkRow>`SELECT b.id, b.cast_hash, b.timestamp FROM bookmarks b JOIN casts c ON c.hash = b.cast_hash
        WHERE b.user_id = ${userId} AND (b.timestamp, b.id) < (${from.ts}, ${from.id})
        ORDER BY b.timestamp DESC, b.id DESC LIMIT ${limit}`),
  };
}
