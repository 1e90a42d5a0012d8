import type { Db } from './database';
import type { Position } from './cursor';
import type { UserRow } from './rows';

/** A user listed in a following/followers page, with the link that put them there. */
export type LinkedUserRow = UserRow & { link_id: number; link_ts: number };

export function linkStore(db: Db) {
  type PageArgs = { userId: number; ts: number; id: number; limit: number };
  const following = db.prepare<PageArgs, LinkedUserRow>(
    `SELECT u.*, l.id AS link_id, l.timestamp AS link_ts FROM links l JOIN users u ON u.id = l.target_id
     WHERE l.follower_id = @userId AND (l.timestamp, l.id) < (@ts, @id)
     ORDER BY l.timestamp DESC, l.id DESC LIMIT @limit`,
  );
  const followers = db.prepare<PageArgs, LinkedUserRow>(
    `SELECT u.*, l.id AS link_id, l.timestamp AS link_ts FROM links l JOIN users u ON u.id = l.follower_id
     WHERE l.target_id = @userId AND (l.timestamp, l.id) < (@ts, @id)
     ORDER BY l.timestamp DESC, l.id DESC LIMIT @limit`,
  );
  const outgoing = db.prepare<[number, string], { other: number; id: number }>(
    'SELECT target_id AS other, id FROM links WHERE follower_id = ? AND target_id IN (SELECT value FROM json_each(?))',
  );
  const incoming = db.prepare<[number, string], { other: number; id: number }>(
    'SELECT follower_id AS other, id FROM links WHERE target_id = ? AND follower_id IN (SELECT value FROM json_each(?))',
  );
  const insert = db.prepare('INSERT OR IGNORE INTO links (follower_id, target_id, timestamp) VALUES (?, ?, ?)');
  const remove = db.prepare('DELETE FROM links WHERE follower_id = ? AND target_id = ?');

  const toMap = (rows: { other: number; id: number }[]) => new Map(rows.map((r) => [r.other, r.id]));

  return {
    following: (userId: number, from: Position, limit: number) => following.all({ userId, ts: from.ts, id: from.id, limit }),
    followers: (userId: number, from: Position, limit: number) => followers.all({ userId, ts: from.ts, id: from.id, limit }),
    /** Link ids of `viewerId -> other`, keyed by the other user's id. */
    viewerFollows: (viewerId: number, others: Iterable<number>) => toMap(outgoing.all(viewerId, JSON.stringify([...others]))),
    /** Link ids of `other -> viewerId`, keyed by the other user's id. */
    followsViewer: (viewerId: number, others: Iterable<number>) => toMap(incoming.all(viewerId, JSON.stringify([...others]))),
    /** True when the link is new. */
    add: (followerId: number, targetId: number, timestamp: number): boolean =>
      insert.run(followerId, targetId, timestamp).changes > 0,
    /** True when a link was removed. */
    remove: (followerId: number, targetId: number): boolean => remove.run(followerId, targetId).changes > 0,
  };
}

