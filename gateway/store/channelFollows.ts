import { sql } from 'kysely';
import { WITH_COUNT, type ChannelRow } from './channels';
import type { Position } from './cursor';
import type { Db } from './database';

/** As many channels as one account may follow. */
export const MAX_CHANNEL_FOLLOWS = 1_000;

/** Unseen casts are counted up to this many; a list shows more as "99+". */
const UNSEEN_COUNTED = 100;

/** The newest cast the gateway holds: what an account has seen of a channel when it looks. */
const NEWEST_CAST = sql`(SELECT COALESCE(MAX(id), 0) FROM casts)`;

export interface FollowedChannelRow extends ChannelRow {
  followed_at: number;
  seen_at: number;
  /** Casts in the channel by others stored since the account last looked, at most `UNSEEN_COUNTED`. */
  unseen_count: number;
}

/**
 * The channels an account follows: Castline's own, private to the account, kept by the channel's parent
 * URL (migration 009). Following puts the channel's casts in the account's Following feed (`feed.ts`).
 */
export function channelFollowStore(db: Db) {
  return {
    /** True when newly followed. */
    follow: async (userId: number, parentUrl: string, at: number): Promise<boolean> =>
      (await db.write(sql`INSERT INTO channel_follows (user_id, parent_url, followed_at, seen_at, seen_upto)
        VALUES (${userId}, ${parentUrl}, ${at}, ${at}, ${NEWEST_CAST}) ON CONFLICT DO NOTHING`)).changed > 0,
    /** True when it was followed. */
    unfollow: async (userId: number, parentUrl: string): Promise<boolean> =>
      (await db.write(sql`DELETE FROM channel_follows WHERE user_id = ${userId} AND parent_url = ${parentUrl}`)).changed > 0,
    /** Moves the account's last look at the channel to `at`; false when it does not follow it. */
    markSeen: async (userId: number, parentUrl: string, at: number): Promise<boolean> =>
      (await db.write(sql`UPDATE channel_follows SET seen_at = ${at}, seen_upto = ${NEWEST_CAST}
        WHERE user_id = ${userId} AND parent_url = ${parentUrl}`)).changed > 0,
    count: async (userId: number): Promise<number> =>
      (await db.first(sql<{ n: number }>`SELECT COUNT(*) AS n FROM channel_follows WHERE user_id = ${userId}`))?.n ?? 0,
    /** Those of `parentUrls` the account follows. */
    async following(userId: number, parentUrls: Iterable<string>): Promise<Set<string>> {
      const list = [...new Set(parentUrls)];
      if (list.length === 0) return new Set();
      const rows = await db.all(sql<{ parent_url: string }>`SELECT parent_url FROM channel_follows
        WHERE user_id = ${userId} AND parent_url IN (${sql.join(list)})`);
      return new Set(rows.map((row) => row.parent_url));
    },
    /** The channels followed, the latest followed first, strictly after `from` (ts: when followed, id: the channel's row). */
    page: (userId: number, from: Position, limit: number): Promise<FollowedChannelRow[]> =>
      db.all(sql<FollowedChannelRow>`SELECT counted.*, f.followed_at, f.seen_at,
          (SELECT count(*) FROM (SELECT 1 AS one FROM casts c WHERE c.parent_url = f.parent_url AND c.id > f.seen_upto
            AND c.author_id <> ${userId} LIMIT ${UNSEEN_COUNTED}) unseen) AS unseen_count
        FROM channel_follows f JOIN (${WITH_COUNT}) counted ON counted.parent_url = f.parent_url
        WHERE f.user_id = ${userId} AND (f.followed_at, counted.rowid_) < (${from.ts}, ${from.id})
        ORDER BY f.followed_at DESC, counted.rowid_ DESC LIMIT ${limit}`),
  };
}
