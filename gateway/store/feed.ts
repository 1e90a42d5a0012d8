import { sql } from 'kysely';
import type { Db } from './database';
import type { Position } from './cursor';
import { RECAST } from './rows';

/**
 * A following feed's item: a cast by the viewer or someone they follow, or a cast one of them recast.
 * The viewer's own casts belong there as in the other clients: what one just posted shows at the top.
 * `key` orders items that share a millisecond and is unique per item, so cursors page exactly:
 * a cast's own id for the cast, its id and the recaster's for a recast.
 */
export interface FeedEntry {
  cast_id: number;
  hash: string;
  recaster_id: number | null;
  ts: number;
  key: number;
}

/** Room for any user id below the cast id in a recast's key, within JavaScript's safe integers. */
const RECASTER_SPACE = sql.lit(2 ** 22);

export function feedStore(db: Db) {
  return {
    /** Newest first, strictly after `from`. */
    page: (viewerId: number, from: Position, limit: number): Promise<FeedEntry[]> =>
      db.all(sql<FeedEntry>`WITH followed AS (
          SELECT target_id AS user_id FROM links WHERE follower_id = ${viewerId} UNION SELECT CAST(${viewerId} AS BIGINT)
        )
        SELECT * FROM (
          SELECT id AS cast_id, hash, NULL AS recaster_id, timestamp AS ts, id * ${RECASTER_SPACE} AS key
          FROM casts WHERE author_id IN (SELECT user_id FROM followed)
          UNION ALL
          SELECT r.cast_id, c.hash, r.user_id, r.timestamp, r.cast_id * ${RECASTER_SPACE} + r.user_id
          FROM reactions r JOIN casts c ON c.id = r.cast_id WHERE r.type = ${sql.lit(RECAST)} AND r.user_id IN (SELECT user_id FROM followed)
        ) items WHERE (ts, key) < (${from.ts}, ${from.id}) ORDER BY ts DESC, key DESC LIMIT ${limit}`),
  };
}
