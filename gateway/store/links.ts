import { sql } from 'kysely';
import type { Db } from './database';
import type { Position } from './cursor';
import type { UserRow } from './rows';

/** A user listed in a following/followers page, with the link that put them there. */
export type LinkedUserRow = UserRow & { link_id: number; link_ts: number };

type LinkEnd = 'follower_id' | 'target_id';

export function linkStore(db: Db) {
  /** The users at `listed` of the links whose `owner` is `userId`, newest link first. */
  const page = (owner: LinkEnd, listed: LinkEnd, userId: number, from: Position, limit: number): Promise<LinkedUserRow[]> =>
    db.all(sql<LinkedUserRow>`SELECT u.*, l.id AS link_id, l.timestamp AS link_ts FROM links l JOIN users u ON u.id = l.${sql.ref(listed)}
      WHERE l.${sql.ref(owner)} = ${userId} AND (l.timestamp, l.id) < (${from.ts}, ${from.id})
      ORDER BY l.timestamp DESC, l.id DESC LIMIT ${limit}`);
  /** Link ids whose `owner` is `userId` and whose other end is among `others`, keyed by that other end. */
  const linkIds = async (owner: LinkEnd, other: LinkEnd, userId: number, others: Iterable<number>): Promise<Map<number, number>> => {
    const list = [...others];
    if (list.length === 0) return new Map();
    const rows = await db.all(sql<{ other: number; id: number }>`SELECT ${sql.ref(other)} AS other, id FROM links
      WHERE ${sql.ref(owner)} = ${userId} AND ${sql.ref(other)} IN (${sql.join(list)})`);
    return new Map(rows.map((r) => [r.other, r.id]));
  };

  return {
    following: (userId: number, from: Position, limit: number) => page('follower_id', 'target_id', userId, from, limit),
    followers: (userId: number, from: Position, limit: number) => page('target_id', 'follower_id', userId, from, limit),
    /** Link ids of `viewerId -> other`, keyed by the other user's id. */
    viewerFollows: (viewerId: number, others: Iterable<number>) => linkIds('follower_id', 'target_id', viewerId, others),
    /** Link ids of `other -> viewerId`, keyed by the other user's id. */
    followsViewer: (viewerId: number, others: Iterable<number>) => linkIds('target_id', 'follower_id', viewerId, others),
    /** True when the link is new. */
    add: async (followerId: number, targetId: number, timestamp: number): Promise<boolean> =>
      (await db.write(sql`INSERT INTO links (follower_id, target_id, timestamp) VALUES (${followerId}, ${targetId}, ${timestamp})
        ON CONFLICT DO NOTHING`)).changed > 0,
    /** True when a link was removed. */
    remove: async (followerId: number, targetId: number): Promise<boolean> =>
      (await db.write(sql`DELETE FROM links WHERE follower_id = ${followerId} AND target_id = ${targetId}`)).changed > 0,
  };
}
