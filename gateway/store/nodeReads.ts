import type { Db } from './database';

export interface NodeReadRow {
  status: number;
  body: string;
  fetched_at: number;
}

/** At most this many answers are kept; the oldest make room. */
export const NODE_READS_KEPT = 20_000;

/**
 * What a Farcaster node answered to each read (by its request path) and when, and the author of every
 * cast such a read returned. Nothing here is served as the gateway's own data: the network reader
 * decides how fresh an answer must be.
 */
export function nodeReadStore(db: Db, kept = NODE_READS_KEPT) {
  const get = db.prepare<[string], NodeReadRow>('SELECT status, body, fetched_at FROM node_reads WHERE path = ?');
  const put = db.prepare(
    `INSERT INTO node_reads (path, status, body, fetched_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (path) DO UPDATE SET status = excluded.status, body = excluded.body, fetched_at = excluded.fetched_at`,
  );
  const trim = db.prepare(
    'DELETE FROM node_reads WHERE fetched_at < (SELECT fetched_at FROM node_reads ORDER BY fetched_at DESC LIMIT 1 OFFSET ?)',
  );
  const putAuthor = db.prepare('INSERT INTO node_cast_authors (hash, fid) VALUES (?, ?) ON CONFLICT (hash) DO NOTHING');
  const authorOf = db.prepare<[string], { fid: number }>('SELECT fid FROM node_cast_authors WHERE hash = ?');
  let changed = 0;
  let writes = 0;

  return {
    get: (path: string): NodeReadRow | undefined => get.get(path),
    put(path: string, status: number, body: string, now: number): void {
      changed += put.run(path, status, body, now).changes;
      if (++writes % 500 === 0) changed += trim.run(kept - 1).changes;
    },
    rememberAuthors(casts: readonly { hash: string; fid: number }[]): void {
      db.transaction(() => {
        for (const cast of casts) changed += putAuthor.run(cast.hash, cast.fid).changes;
      })();
    },
    authorOf: (hash: string): number | null => authorOf.get(hash)?.fid ?? null,
    /** Rows this store has changed: no read of the gateway's own data depends on them. */
    changes: (): number => changed,
  };
}

export type NodeReadStore = ReturnType<typeof nodeReadStore>;
