import { sql } from 'kysely';
import type { Db } from './database';

/** Blocks, from link messages of type `block`: the blocker's reads leave the blocked user's casts out. */
export function blockStore(db: Db) {
  return {
    add: async (blockerId: number, targetId: number, timestamp: number): Promise<boolean> =>
      (await db.write(sql`INSERT INTO blocks (blocker_id, target_id, timestamp) VALUES (${blockerId}, ${targetId}, ${timestamp})
        ON CONFLICT DO NOTHING`)).changed > 0,
    remove: async (blockerId: number, targetId: number): Promise<boolean> =>
      (await db.write(sql`DELETE FROM blocks WHERE blocker_id = ${blockerId} AND target_id = ${targetId}`)).changed > 0,
    /** The ids of the users `blockerId` blocked. */
    blockedBy: async (blockerId: number): Promise<Set<number>> =>
      new Set((await db.all(sql<{ target_id: number }>`SELECT target_id FROM blocks WHERE blocker_id = ${blockerId}`)).map((r) => r.target_id)),
  };
}
