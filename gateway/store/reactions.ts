import type { Db } from './database';
import type { ReactionKind } from './rows';
import { RECAST } from './rows';

export function reactionStore(db: Db) {
  const insert = db.prepare('INSERT OR IGNORE INTO reactions (cast_id, type, user_id, timestamp) VALUES (?, ?, ?, ?)');
  const remove = db.prepare('DELETE FROM reactions WHERE cast_id = ? AND type = ? AND user_id = ?');
  const removeForCast = db.prepare('DELETE FROM reactions WHERE cast_id = ?');
  const byViewer = db.prepare<[number, string], { cast_id: number; type: ReactionKind }>(
    'SELECT cast_id, type FROM reactions WHERE user_id = ? AND cast_id IN (SELECT value FROM json_each(?))',
  );
  const recasters = db.prepare<[number, string], { cast_id: number; fid: string }>(
    `SELECT r.cast_id, u.fid FROM reactions r JOIN users u ON u.id = r.user_id
     WHERE r.type = ? AND r.cast_id IN (SELECT value FROM json_each(?)) ORDER BY r.cast_id, r.timestamp`,
  );

  return {
    /** True when the reaction is new. */
    add: (castId: number, kind: ReactionKind, userId: number, timestamp: number): boolean =>
      insert.run(castId, kind, userId, timestamp).changes > 0,
    /** True when a reaction was removed. */
    remove: (castId: number, kind: ReactionKind, userId: number): boolean => remove.run(castId, kind, userId).changes > 0,
    removeForCast: (castId: number): void => void removeForCast.run(castId),
    /** The viewer's reactions among `castIds`, as `castId:kind` keys. */
    byViewer(viewerId: number, castIds: Iterable<number>): Set<string> {
      return new Set(byViewer.all(viewerId, JSON.stringify([...castIds])).map((r) => `${r.cast_id}:${r.type}`));
    },
    /** FIDs of recasters per cast, oldest first. */
    recasters(castIds: Iterable<number>): Map<number, string[]> {
      const byCast = new Map<number, string[]>();
      for (const row of recasters.all(RECAST, JSON.stringify([...castIds]))) {
        const list = byCast.get(row.cast_id);
        if (list) list.push(row.fid);
        else byCast.set(row.cast_id, [row.fid]);
      }
      return byCast;
    },
  };
}

