import type { Db } from './database';
import type { UserRow } from './rows';
import { rowCache } from './rowCache';

export interface NewUser {
  fid: string;
  external: boolean;
  custodyAddress: string | null;
  username: string;
  displayName: string;
  bio: string;
  bioMentions: string[];
  pfpUrl: string;
  url: string;
  registeredAt: number;
}

export type UserField = 'username' | 'display_name' | 'bio' | 'pfp_url' | 'url';

export function userStore(db: Db) {
  const byIds = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id IN (SELECT value FROM json_each(?))');
  const idsByFids = db.prepare<[string], { id: number; fid: string }>(
    'SELECT id, fid FROM users WHERE fid IN (SELECT value FROM json_each(?))',
  );
  const byFid = db.prepare<[string], UserRow>('SELECT * FROM users WHERE fid = ?');
  const byUsername = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
  const search = db.prepare<{ prefix: string; inner: string; limit: number }, UserRow>(
    `SELECT * FROM users
     WHERE username LIKE :prefix ESCAPE '\\' OR display_name LIKE :inner ESCAPE '\\'
     ORDER BY (username LIKE :prefix ESCAPE '\\') DESC, follower_count DESC, id ASC LIMIT :limit`,
  );
  const insert = db.prepare(
    `INSERT INTO users (fid, external, custody_address, username, display_name, bio, bio_mentions, pfp_url, url, registered_at)
     VALUES (@fid, @external, @custodyAddress, @username, @displayName, @bio, @bioMentions, @pfpUrl, @url, @registeredAt)`,
  );
  const updates = new Map(
    (['username', 'display_name', 'bio', 'pfp_url', 'url'] as const).map((field) => [
      field,
      db.prepare(`UPDATE users SET ${field} = ? WHERE id = ?`),
    ]),
  );
  const cache = rowCache((ids) => byIds.all(JSON.stringify(ids)));
  const mostFollowed = db.prepare<[number, number, number], UserRow>(
    `SELECT * FROM users WHERE id != ? AND id NOT IN (SELECT target_id FROM links WHERE follower_id = ?)
     ORDER BY follower_count DESC, id LIMIT ?`,
  );
  const setBioMentions = db.prepare('UPDATE users SET bio_mentions = ? WHERE id = ?');
  const addFollowing = db.prepare('UPDATE users SET following_count = following_count + ? WHERE id = ?');
  const addFollowers = db.prepare('UPDATE users SET follower_count = follower_count + ? WHERE id = ?');

  return {
    /** Forgets every cached row: another process has written. */
    forgetAll: cache.forgetAll,
    byIds: (ids: Iterable<number>): Map<number, UserRow> => cache.get(ids),
    byFids(fids: Iterable<string>): Map<string, UserRow> {
      const rows = cache.get(idsByFids.all(JSON.stringify([...new Set(fids)])).map((r) => r.id));
      return new Map([...rows.values()].map((u) => [u.fid, u]));
    },
    byFid: (fid: string): UserRow | undefined => byFid.get(fid),
    byUsername: (username: string): UserRow | undefined => byUsername.get(username),
    /** The most followed accounts that `viewerId` does not follow yet (everyone's, for nobody: 0). */
    suggestedFor(viewerId: number, limit: number): UserRow[] {
      return mostFollowed.all(viewerId, viewerId, limit);
    },
    search(match: string, limit: number): UserRow[] {
      const escaped = match.replace(/[\\%_]/g, (c) => `\\${c}`);
      return search.all({ prefix: `${escaped}%`, inner: `%${escaped}%`, limit });
    },
    insert(user: NewUser): number {
      const result = insert.run({
        ...user,
        external: user.external ? 1 : 0,
        bioMentions: JSON.stringify(user.bioMentions),
      });
      return Number(result.lastInsertRowid);
    },
    update(id: number, field: UserField, value: string): void {
      updates.get(field)!.run(value, id);
      cache.forget(id);
    },
    setBioMentions(id: number, mentions: string[]): void {
      setBioMentions.run(JSON.stringify(mentions), id);
      cache.forget(id);
    },
    adjustFollow(followerId: number, targetId: number, delta: 1 | -1): void {
      addFollowing.run(delta, followerId);
      addFollowers.run(delta, targetId);
      cache.forget(followerId);
      cache.forget(targetId);
    },
  };
}

