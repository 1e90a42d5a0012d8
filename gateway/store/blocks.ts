import type { Db } from './database';

/**
 * Blocks, from link messages of type `block`: the blocker's reads leave the blocked user's casts
 * out. Kept in their own table, created here, so the rest of the schema is untouched.
 */
export function blockStore(db: Db) {
  db.exec(`CREATE TABLE IF NOT EXISTS blocks (
    blocker_id INTEGER NOT NULL,
    target_id INTEGER NOT NULL,
    timestamp INTEGER NOT NULL,
    PRIMARY KEY (blocker_id, target_id)
  ) WITHOUT ROWID`);
  const insert = db.prepare('INSERT OR IGNORE INTO blocks (blocker_id, target_id, timestamp) VALUES (?, ?, ?)');
  const remove = db.prepare('DELETE FROM blocks WHERE blocker_id = ? AND target_id = ?');
  const blocked = db.prepare<[number], number>('SELECT target_id FROM blocks WHERE blocker_id = ?').pluck();
  return {
    add: (blockerId: number, targetId: number, timestamp: number): boolean => insert.run(blockerId, targetId, timestamp).changes > 0,
    remove: (blockerId: number, targetId: number): boolean => remove.run(blockerId, targetId).changes > 0,
    /** The ids of the users `blockerId` blocked. */
    blockedBy: (blockerId: number): Set<number> => new Set(blocked.all(blockerId)),
  };
}
