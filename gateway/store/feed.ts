import { sql } from 'kysely';
import type { Db } from './database';
import type { Position } from './cursor';
import { RECAST } from './rows';

/**
 * A following feed's item: a cast by the viewer or someone they follow, a cast in a channel they follow
 * (`channelFollows.ts`), or a cast one of the people recast.
 * The viewer's own casts belong there as in the other clients: what one just posted shows at the top.
 * A recast of one's own cast is not an item: the cast is there already, as its author's.
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

/**
 * Each kind (casts, recasts) is paged on its own, newest first from the position, with the page's
 * limit, and the two pages are merged: so each reads from the top of a time index (casts_time,
 * reactions_time) and stops, instead of sorting everything the people followed ever wrote.
 */
export function feedStore(db: Db) {
  return {
    /** Newest first, strictly after `from`. */
    page: (viewerId: number, from: Position, limit: number): Promise<FeedEntry[]> =>
      db.all(sql<FeedEntry>`WITH followed AS (
          SELECT target_id AS user_id FROM links WHERE follower_id = ${viewerId} UNION SELECT CAST(${viewerId} AS BIGINT)
        ), channels AS (
          SELECT parent_url FROM channel_follows WHERE user_id = ${viewerId}
        )
        SELECT * FROM (
          SELECT * FROM (
            SELECT id AS cast_id, hash, CAST(NULL AS BIGINT) AS recaster_id, timestamp AS ts, id * ${RECASTER_SPACE} AS key FROM casts
            WHERE (author_id IN (SELECT user_id FROM followed) OR parent_url IN (SELECT parent_url FROM channels)) AND timestamp <= ${from.ts}
              AND (timestamp, id * ${RECASTER_SPACE}) < (${from.ts}, ${from.id})
            ORDER BY timestamp DESC, id DESC LIMIT ${limit}
          ) own
          UNION ALL
          SELECT * FROM (
            SELECT r.cast_id, c.hash, r.user_id AS recaster_id, r.timestamp AS ts, r.cast_id * ${RECASTER_SPACE} + r.user_id AS key
            FROM reactions r JOIN casts c ON c.id = r.cast_id
            WHERE r.type = ${sql.lit(RECAST)} AND r.user_id IN (SELECT user_id FROM followed) AND r.user_id <> c.author_id
              AND r.timestamp <= ${from.ts}
              AND (r.timestamp, r.cast_id * ${RECASTER_SPACE} + r.user_id) < (${from.ts}, ${from.id})
            ORDER BY r.timestamp DESC, key DESC LIMIT ${limit}
          ) recast
        ) items ORDER BY ts DESC, key DESC LIMIT ${limit}`),
  };
}
