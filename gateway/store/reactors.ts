import type { Db } from './database';
import type { Position } from './cursor';
import type { ReactionKind, UserRow } from './rows';

/** A user who liked or recast a cast, with when they did (the page position: time, then user id). */
export type ReactorRow = UserRow & { reacted_at: number };

export function reactorStore(db: Db) {
  const page = db.prepare<{ castId: number; kind: ReactionKind; ts: number; id: number; limit: number }, ReactorRow>(
    `SELECT u.*, r.timestamp AS reacted_at FROM reactions r JOIN users u ON u.id = r.user_id
     WHERE r.cast_id = @castId AND r.type = @kind AND (r.timestamp, r.user_id) < (@ts, @id)
     ORDER BY r.timestamp DESC, r.user_id DESC LIMIT @limit`,
  );
  return {
    /** Newest first, strictly after `from`. */
    page: (castId: number, kind: ReactionKind, from: Position, limit: number): ReactorRow[] =>
      page.all({ castId, kind, ts: from.ts, id: from.id, limit }),
  };
}
