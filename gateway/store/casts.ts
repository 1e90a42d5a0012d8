import { type RawBuilder, sql } from 'kysely';
import type { Db } from './database';
import type { Position } from './cursor';
import type { CastRow, ReactionKind } from './rows';
import { LIKE } from './rows';
import { rowCache } from './rowCache';

export type CastFilter = { kind: 'all' } | { kind: 'author'; authorId: number } | { kind: 'channel'; parentUrl: string };

export interface NewCast {
  hash: string;
  authorId: number;
  text: string;
  mentions: string[];
  mentionsPositions: number[];
  embeds: string;
  parentHash: string | null;
  parentAuthorId: number | null;
  parentUrl: string | null;
  threadHash: string;
  timestamp: number;
  external: boolean;
}

const ofFilter = (filter: CastFilter) => {
  if (filter.kind === 'author') return sql`author_id = ${filter.authorId}`;
  if (filter.kind === 'channel') return sql`parent_url = ${filter.parentUrl}`;
  return sql`TRUE`;
};

export function castStore(db: Db) {
  const cache = rowCache(db, (ids) => db.all(sql<CastRow>`SELECT * FROM casts WHERE id IN (${sql.join(ids)})`));
  const inOrder = async (ids: number[]): Promise<CastRow[]> => {
    const rows = await cache.get(ids);
    return ids.map((id) => rows.get(id)!);
  };
  const ids = async (query: RawBuilder<{ id: number }>) => (await db.all(query)).map((row) => row.id);
  const adjustReplies = async (hash: string, delta: 1 | -1): Promise<void> => {
    const { rows } = await db.write(sql<{ id: number }>`UPDATE casts SET replies_count = replies_count + ${delta} WHERE hash = ${hash} RETURNING id`);
    for (const row of rows) cache.forget(row.id);
  };

  return {
    /** Forgets every cached row: another process has written. */
    forgetAll: cache.forgetAll,
    /** Newest first, strictly after `from`. Pages select ids only (an index-only scan); the rows come from the cache. */
    async page(filter: CastFilter, from: Position, limit: number): Promise<CastRow[]> {
      return inOrder(
        await ids(sql<{ id: number }>`SELECT id FROM casts WHERE ${ofFilter(filter)} AND (timestamp, id) < (${from.ts}, ${from.id})
          ORDER BY timestamp DESC, id DESC LIMIT ${limit}`),
      );
    },
    /**
     * Oldest first, so the root leads. The root is found by its hash and the replies by their thread (a cast
     * without a parent starts its own thread; only replies are indexed by thread).
     */
    async thread(threadHash: string, from: Position, limit: number): Promise<CastRow[]> {
      const after = sql`(timestamp, id) > (${from.ts}, ${from.id})`;
      return inOrder(
        await ids(sql<{ id: number }>`SELECT id FROM (
            SELECT id, timestamp FROM casts WHERE hash = ${threadHash} AND parent_hash IS NULL AND ${after}
            UNION ALL
            SELECT id, timestamp FROM (SELECT id, timestamp FROM casts WHERE thread_hash = ${threadHash} AND parent_hash IS NOT NULL AND ${after}
              ORDER BY timestamp ASC, id ASC LIMIT ${limit}) AS replies
          ) AS thread ORDER BY timestamp ASC, id ASC LIMIT ${limit}`),
      );
    },
    async byHash(hash: string): Promise<CastRow | undefined> {
      return (await this.byHashes([hash])).get(hash);
    },
    async byHashes(hashes: Iterable<string>): Promise<Map<string, CastRow>> {
      const list = [...new Set(hashes)];
      if (list.length === 0) return new Map();
      const rows = await cache.get(await ids(sql<{ id: number }>`SELECT id FROM casts WHERE hash IN (${sql.join(list)})`));
      return new Map([...rows.values()].map((c) => [c.hash, c]));
    },
    async insert(cast: NewCast): Promise<number> {
      const { rows } = await db.write(sql<{ id: number }>`INSERT INTO casts (hash, author_id, text, mentions, mentions_positions, embeds,
          parent_hash, parent_author_id, parent_url, thread_hash, timestamp, external)
        VALUES (${cast.hash}, ${cast.authorId}, ${cast.text}, ${JSON.stringify(cast.mentions)}, ${JSON.stringify(cast.mentionsPositions)},
          ${cast.embeds}, ${cast.parentHash}, ${cast.parentAuthorId}, ${cast.parentUrl}, ${cast.threadHash}, ${cast.timestamp},
          ${cast.external ? 1 : 0})
        RETURNING id`);
      if (cast.parentHash) await adjustReplies(cast.parentHash, 1);
      return rows[0]!.id;
    },
    async remove(cast: CastRow): Promise<void> {
      await db.write(sql`DELETE FROM casts WHERE id = ${cast.id}`);
      cache.forget(cast.id);
      if (cast.parent_hash) await adjustReplies(cast.parent_hash, -1);
    },
    async adjustReactions(castId: number, kind: ReactionKind, delta: 1 | -1): Promise<void> {
      if (kind === LIKE) await db.write(sql`UPDATE casts SET likes_count = likes_count + ${delta} WHERE id = ${castId}`);
      else await db.write(sql`UPDATE casts SET recasts_count = recasts_count + ${delta} WHERE id = ${castId}`);
      cache.forget(castId);
    },
  };
}
