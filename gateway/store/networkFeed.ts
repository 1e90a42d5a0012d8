import { type RawBuilder, sql } from 'kysely';
import { valuesInBatches } from './batches';
import type { Position } from './cursor';
import type { Db } from './database';

export interface NetworkCastEntry {
  id: number;
  hash: string;
  fid: number;
  ts: number;
  /** The node's JSON of the cast message. */
  message: string;
}

interface EventCursor {
  event_id: number;
  read_at: number;
}

/**
 * What the Following feed of a person signed in with their FID takes from a Farcaster node: whom they
 * follow there, the casts of those accounts, and per shard the last node event read. A network cast's
 * place in the feed is `(ts, -id)`: its key is negative, so it never equals a key of the gateway's own.
 * The gateway's own reads do not depend on these tables: every write is bookkeeping.
 */
export function networkFeedStore(db: Db) {
  const fids = async (query: RawBuilder<{ fid: number }>) => (await db.all(query)).map((row) => row.fid);

  return {
    /** Replaces whom `fid` follows on the network. */
    setFollows(fid: number, targets: readonly number[]): Promise<void> {
      return db.transaction(async () => {
        await db.bookkeep(sql`DELETE FROM network_follows WHERE fid = ${fid}`);
        for (const values of valuesInBatches(targets.map((target) => [fid, target]))) {
          await db.bookkeep(sql`INSERT INTO network_follows (fid, target) VALUES ${values} ON CONFLICT DO NOTHING`);
        }
      });
    },
    async follow(fid: number, target: number): Promise<boolean> {
      const { changed } = await db.bookkeep(sql`INSERT INTO network_follows (fid, target) VALUES (${fid}, ${target}) ON CONFLICT DO NOTHING`);
      return changed === 1;
    },
    async unfollow(fid: number, target: number): Promise<void> {
      await db.bookkeep(sql`DELETE FROM network_follows WHERE fid = ${fid} AND target = ${target}`);
    },
    /** The people (FIDs signed in here) following `target` on the network. */
    followersOf: (target: number): Promise<number[]> => fids(sql<{ fid: number }>`SELECT fid FROM network_follows WHERE target = ${target}`),
    /** Everyone whose Following feed is read from the network. */
    people: (): Promise<number[]> => fids(sql<{ fid: number }>`SELECT DISTINCT fid FROM network_follows`),
    async isPerson(fid: number): Promise<boolean> {
      return (await db.first(sql`SELECT 1 AS one FROM network_follows WHERE fid = ${fid} LIMIT 1`)) !== undefined;
    },
    async addCasts(casts: readonly Omit<NetworkCastEntry, 'id'>[]): Promise<void> {
      const batches = valuesInBatches(casts.map((c) => [c.hash, c.fid, c.ts, c.message]));
      if (batches.length === 0) return;
      await db.transaction(async () => {
        for (const values of batches) {
          await db.bookkeep(sql`INSERT INTO network_casts (hash, fid, ts, message) VALUES ${values} ON CONFLICT (hash) DO NOTHING`);
        }
      });
    },
    async removeCast(hash: string): Promise<void> {
      await db.bookkeep(sql`DELETE FROM network_casts WHERE hash = ${hash}`);
    },
    /** The casts of `fid`'s network follows, newest first, strictly after `from`. */
    page(fid: number, from: Position, limit: number): Promise<NetworkCastEntry[]> {
      return db.all(sql<NetworkCastEntry>`SELECT c.* FROM network_casts c WHERE c.fid IN (SELECT target FROM network_follows WHERE fid = ${fid})
        AND (c.ts, -c.id) < (${from.ts}, ${from.id}) ORDER BY c.ts DESC, c.id ASC LIMIT ${limit}`);
    },
    async cursor(shard: number): Promise<EventCursor | null> {
      return (await db.first(sql<EventCursor>`SELECT event_id, read_at FROM node_event_cursors WHERE shard = ${shard}`)) ?? null;
    },
    async setCursor(shard: number, eventId: number, now: number): Promise<void> {
      await db.bookkeep(sql`INSERT INTO node_event_cursors (shard, event_id, read_at) VALUES (${shard}, ${eventId}, ${now})
        ON CONFLICT (shard) DO UPDATE SET event_id = excluded.event_id, read_at = excluded.read_at`);
    },
  };
}

export type NetworkFeedStore = ReturnType<typeof networkFeedStore>;
