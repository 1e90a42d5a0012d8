import { sql } from 'kysely';
import { valuesInBatches } from './batches';
import type { Db } from './database';

export interface NodeReadRow {
  status: number;
  body: string;
  fetched_at: number;
}

/** At most this many answers are kept; the oldest make room. */
export const NODE_READS_KEPT = 20_000;

/** Answers written between two trims of the oldest. */
const TRIM_EVERY = 500;

/**
 * What a Farcaster node answered to each read (by its request path) and when, and the author of every
 * cast such a read returned. Nothing here is served as the gateway's own data: the network reader
 * decides how fresh an answer must be, and every write is bookkeeping.
 */
export function nodeReadStore(db: Db, kept = NODE_READS_KEPT) {
  let writes = 0;

  return {
    get(path: string): Promise<NodeReadRow | undefined> {
      return db.first(sql<NodeReadRow>`SELECT status, body, fetched_at FROM node_reads WHERE path = ${path}`);
    },
    async put(path: string, status: number, body: string, now: number): Promise<void> {
      await db.bookkeep(sql`INSERT INTO node_reads (path, status, body, fetched_at) VALUES (${path}, ${status}, ${body}, ${now})
        ON CONFLICT (path) DO UPDATE SET status = excluded.status, body = excluded.body, fetched_at = excluded.fetched_at`);
      if (++writes % TRIM_EVERY === 0) {
        await db.bookkeep(sql`DELETE FROM node_reads
          WHERE fetched_at < (SELECT fetched_at FROM node_reads ORDER BY fetched_at DESC LIMIT 1 OFFSET ${kept - 1})`);
      }
    },
    async rememberAuthors(casts: readonly { hash: string; fid: number }[]): Promise<void> {
      const batches = valuesInBatches(casts.map((cast) => [cast.hash, cast.fid]));
      if (batches.length === 0) return;
      await db.transaction(async () => {
        for (const values of batches) await db.bookkeep(sql`INSERT INTO node_cast_authors (hash, fid) VALUES ${values} ON CONFLICT (hash) DO NOTHING`);
      });
    },
    async authorOf(hash: string): Promise<number | null> {
      return (await db.first(sql<{ fid: number }>`SELECT fid FROM node_cast_authors WHERE hash = ${hash}`))?.fid ?? null;
    },
  };
}

export type NodeReadStore = ReturnType<typeof nodeReadStore>;
