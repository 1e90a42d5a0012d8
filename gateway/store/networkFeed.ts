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

/**
 * What the Following feed of a person signed in with their FID takes from a Farcaster node: whom they
 * follow there, the casts of those accounts, and per shard the last node event read. A network cast's
 * place in the feed is `(ts, -id)`: its key is negative, so it never equals a key of the gateway's own.
 */
export function networkFeedStore(db: Db) {
  const clearFollows = db.prepare('DELETE FROM network_follows WHERE fid = ?');
  const addFollow = db.prepare('INSERT INTO network_follows (fid, target) VALUES (?, ?) ON CONFLICT DO NOTHING');
  const removeFollow = db.prepare('DELETE FROM network_follows WHERE fid = ? AND target = ?');
  const followers = db.prepare<[number], { fid: number }>('SELECT fid FROM network_follows WHERE target = ?');
  const people = db.prepare<[], { fid: number }>('SELECT DISTINCT fid FROM network_follows');
  const isPerson = db.prepare<[number], { one: number }>('SELECT 1 AS one FROM network_follows WHERE fid = ? LIMIT 1');
  const addCast = db.prepare('INSERT INTO network_casts (hash, fid, ts, message) VALUES (?, ?, ?, ?) ON CONFLICT (hash) DO NOTHING');
  const removeCast = db.prepare('DELETE FROM network_casts WHERE hash = ?');
  const page = db.prepare<{ fid: number; ts: number; id: number; limit: number }, NetworkCastEntry>(
    `SELECT c.* FROM network_casts c WHERE c.fid IN (SELECT target FROM network_follows WHERE fid = @fid)
       AND (c.ts, -c.id) < (@ts, @id) ORDER BY c.ts DESC, c.id ASC LIMIT @limit`,
  );
  const cursor = db.prepare<[number], { event_id: number; read_at: number }>('SELECT event_id, read_at FROM node_event_cursors WHERE shard = ?');
  const setCursor = db.prepare(
    'INSERT INTO node_event_cursors (shard, event_id, read_at) VALUES (?, ?, ?) ON CONFLICT (shard) DO UPDATE SET event_id = excluded.event_id, read_at = excluded.read_at',
  );
  let changed = 0;
  const count = (result: { changes: number }) => {
    changed += result.changes;
    return result.changes;
  };

  return {
    /** Replaces whom `fid` follows on the network. */
    setFollows: db.transaction((fid: number, targets: readonly number[]) => {
      count(clearFollows.run(fid));
      for (const target of targets) count(addFollow.run(fid, target));
    }),
    follow: (fid: number, target: number): boolean => count(addFollow.run(fid, target)) === 1,
    unfollow: (fid: number, target: number): void => void count(removeFollow.run(fid, target)),
    /** The people (FIDs signed in here) following `target` on the network. */
    followersOf: (target: number): number[] => followers.all(target).map((r) => r.fid),
    /** Everyone whose Following feed is read from the network. */
    people: (): number[] => people.all().map((r) => r.fid),
    isPerson: (fid: number): boolean => isPerson.get(fid) !== undefined,
    addCasts: db.transaction((casts: readonly Omit<NetworkCastEntry, 'id'>[]) => {
      for (const c of casts) count(addCast.run(c.hash, c.fid, c.ts, c.message));
    }),
    removeCast: (hash: string): void => void count(removeCast.run(hash)),
    /** The casts of `fid`'s network follows, newest first, strictly after `from`. */
    page: (fid: number, from: Position, limit: number): NetworkCastEntry[] => page.all({ fid, ts: from.ts, id: from.id, limit }),
    cursor: (shard: number) => cursor.get(shard) ?? null,
    setCursor: (shard: number, eventId: number, now: number): void => void count(setCursor.run(shard, eventId, now)),
    /** Rows this store has changed: the gateway's own reads do not depend on them. */
    changes: (): number => changed,
  };
}

export type NetworkFeedStore = ReturnType<typeof networkFeedStore>;
