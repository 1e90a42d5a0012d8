import { sql } from 'kysely';
import type { Db } from './database';
import type { Position } from './cursor';
import type { ReactionKind, UserRow } from './rows';

/** A user who liked or recast a cast, with when they did (the page position: time, then user id). */
export type ReactorRow = UserRow & { reacted_at: number };

export function reactorStore(db: Db) {
  return {
    /** Newest first, strictly after `from`. */
    page: (castId: number, kind: ReactionKind, from: Position, limit: number): Promise<ReactorRow[]> =>
      db.all(sql<ReactorRow>`SELECT u.*, r.timestamp AS reacted_at FROM reactions r JOIN users u ON u.id = r.user_id
        WHERE r.cast_id = ${castId} AND r.type = ${kind} AND (r.timestamp, r.user_id) < (${from.ts}, ${from.id})
        ORDER BY r.timestamp DESC, r.user_id DESC LIMIT ${limit}`),
  };
}
