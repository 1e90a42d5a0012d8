import { sql } from 'kysely';
import type { Db } from './database';
import type { ReactionKind } from './rows';
import { RECAST } from './rows';

export function reactionStore(db: Db) {
  return {
    /** True when the reaction is new. */
    add: async (castId: number, kind: ReactionKind, userId: number, timestamp: number): Promise<boolean> =>
      (await db.write(sql`INSERT INTO reactions (cast_id, type, user_id, timestamp) VALUES (${castId}, ${kind}, ${userId}, ${timestamp})
        ON CONFLICT DO NOTHING`)).changed > 0,
    /** True when a reaction was removed. */
    remove: async (castId: number, kind: ReactionKind, userId: number): Promise<boolean> =>
      (await db.write(sql`DELETE FROM reactions WHERE cast_id = ${castId} AND type = ${kind} AND user_id = ${userId}`)).changed > 0,
    removeForCast: async (castId: number): Promise<void> => {
      await db.write(sql`DELETE FROM reactions WHERE cast_id = ${castId}`);
    },
    /** The viewer's reactions among `castIds`, as `castId:kind` keys. */
    async byViewer(viewerId: number, castIds: Iterable<number>): Promise<Set<string>> {
      const list = [...castIds];
      if (list.length === 0) return new Set();
      const rows = await db.all(sql<{ cast_id: number; type: ReactionKind }>`SELECT cast_id, type FROM reactions
        WHERE user_id = ${viewerId} AND cast_id IN (${sql.join(list)})`);
      return new Set(rows.map((r) => `${r.cast_id}:${r.type}`));
    },
    /** FIDs of recasters per cast, oldest first. */
    async recasters(castIds: Iterable<number>): Promise<Map<number, string[]>> {
      const byCast = new Map<number, string[]>();
      const list = [...castIds];
      if (list.length === 0) return byCast;
      const rows = await db.all(sql<{ cast_id: number; fid: string }>`SELECT r.cast_id, u.fid FROM reactions r JOIN users u ON u.id = r.user_id
        WHERE r.type = ${RECAST} AND r.cast_id IN (${sql.join(list)}) ORDER BY r.cast_id, r.timestamp`);
      for (const row of rows) {
        const fids = byCast.get(row.cast_id);
        if (fids) fids.push(row.fid);
        else byCast.set(row.cast_id, [row.fid]);
      }
      return byCast;
    },
  };
}
