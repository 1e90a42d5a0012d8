import { sql } from 'kysely';
import { valuesInBatches } from '../store/batches';
import type { NewCast } from '../store/casts';
import { LIKE, RECAST, type ReactionKind } from '../store/rows';
import type { Store } from '../store/store';

/**
 * Casts, follows and reactions for a seed, written a few hundred rows per statement instead of one
 * statement (and counter updates) per row: a seed makes tens of thousands of them. The rows are what
 * `casts.insert`, `follow` and `react` would write (a repeated follow or reaction is left out), and the
 * counters those keep are then counted from the tables. Only for a seed: it fills a database that held
 * nothing before it.
 */
export function bulkRows(store: Store) {
  let casts: NewCast[] = [];
  let links: [number, number, number][] = [];
  let reactions: [number, ReactionKind, number, number][] = [];
  const { db } = store;

  async function writeCasts(): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    const values = casts.map((c) => [
      c.hash, c.authorId, c.text, JSON.stringify(c.mentions), JSON.stringify(c.mentionsPositions), c.embeds,
      c.parentHash, c.parentAuthorId, c.parentUrl, c.threadHash, c.timestamp, c.external ? 1 : 0,
    ]);
    for (const batch of valuesInBatches(values)) {
      const { rows } = await db.write(sql<{ id: number; hash: string }>`INSERT INTO casts (hash, author_id, text, mentions, mentions_positions,
          embeds, parent_hash, parent_author_id, parent_url, thread_hash, timestamp, external)
        VALUES ${batch} RETURNING id, hash`);
      for (const row of rows) ids.set(row.hash, row.id);
    }
    if (casts.some((c) => c.parentHash !== null)) {
      await db.write(sql`UPDATE casts SET replies_count = (SELECT COUNT(*) FROM casts r WHERE r.parent_hash = casts.hash)
        WHERE hash IN (SELECT parent_hash FROM casts WHERE parent_hash IS NOT NULL)`);
    }
    return ids;
  }

  return {
    /** A cast, written by `write`, which answers its id. */
    cast(cast: NewCast): void {
      casts.push(cast);
    },
    follow(followerId: number, targetId: number, timestamp: number): void {
      links.push([followerId, targetId, timestamp]);
    },
    react(castId: number, kind: ReactionKind, userId: number, timestamp: number): void {
      reactions.push([castId, kind, userId, timestamp]);
    },
    /**
     * Writes the rows collected so far, each kind in the order it came (casts first), and counts replies,
     * followers, follows, likes and recasts again. Answers the ids of the casts written, by hash.
     */
    async write(): Promise<Map<string, number>> {
      const ids = await db.transaction(async () => {
        const castIds = await writeCasts();
        for (const values of valuesInBatches(links)) {
          await db.write(sql`INSERT INTO links (follower_id, target_id, timestamp) VALUES ${values} ON CONFLICT DO NOTHING`);
        }
        for (const values of valuesInBatches(reactions)) {
          await db.write(sql`INSERT INTO reactions (cast_id, type, user_id, timestamp) VALUES ${values} ON CONFLICT DO NOTHING`);
        }
        if (links.length > 0) {
          await db.write(sql`UPDATE users SET following_count = (SELECT COUNT(*) FROM links l WHERE l.follower_id = users.id),
            follower_count = (SELECT COUNT(*) FROM links l WHERE l.target_id = users.id)`);
        }
        if (reactions.length > 0) {
          await db.write(sql`UPDATE casts SET likes_count = (SELECT COUNT(*) FROM reactions r WHERE r.cast_id = casts.id AND r.type = ${LIKE}),
            recasts_count = (SELECT COUNT(*) FROM reactions r WHERE r.cast_id = casts.id AND r.type = ${RECAST})`);
        }
        return castIds;
      });
      casts = [];
      links = [];
      reactions = [];
      store.users.forgetAll();
      store.casts.forgetAll();
      return ids;
    },
  };
}

export type BulkRows = ReturnType<typeof bulkRows>;
