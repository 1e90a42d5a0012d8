import { sql } from 'kysely';
import type { Db } from './database';
import type { UserRow } from './rows';
import { keptAnswers } from './keptAnswers';
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

/** How many FIDs' ids a process keeps. */
const KEPT_IDS = 100_000;

const USER_FIELDS: readonly UserField[] = ['username', 'display_name', 'bio', 'pfp_url', 'url'];

export function userStore(db: Db) {
  const cache = rowCache(db, (ids) => db.all(sql<UserRow>`SELECT * FROM users WHERE id IN (${sql.join(ids)})`));
  // Never forgotten: a FID that has no user yet is asked again.
  const idsOfFids = keptAnswers<string, number | undefined>(db, KEPT_IDS, (id) => id !== undefined);
  const adjust = async (column: 'following_count' | 'follower_count', id: number, delta: 1 | -1): Promise<void> => {
    await db.write(sql`UPDATE users SET ${sql.ref(column)} = ${sql.ref(column)} + ${delta} WHERE id = ${id}`);
    cache.forget(id);
  };

  return {
    /** Forgets every cached row: another process has written. */
    forgetAll: cache.forgetAll,
    byIds: (ids: Iterable<number>): Promise<Map<number, UserRow>> => cache.get(ids),
    async byFids(fids: Iterable<string>): Promise<Map<string, UserRow>> {
      const list = [...new Set(fids)];
      if (list.length === 0) return new Map();
      const found = await db.all(sql<{ id: number }>`SELECT id FROM users WHERE fid IN (${sql.join(list)})`);
      const rows = await cache.get(found.map((row) => row.id));
      return new Map([...rows.values()].map((u) => [u.fid, u]));
    },
    byFid: (fid: string): Promise<UserRow | undefined> => db.first(sql<UserRow>`SELECT * FROM users WHERE fid = ${fid}`),
    /**
     * The id of the user with this FID. A user's id and FID never change and no user row is removed,
     * so an id once found (outside a transaction, where it could still be rolled back) is kept.
     */
    idOf: (fid: string): Promise<number | undefined> =>
      idsOfFids.get(fid, async () => (await db.first(sql<{ id: number }>`SELECT id FROM users WHERE fid = ${fid}`))?.id),
    /** Usernames match whatever their case. */
    byUsername: (username: string): Promise<UserRow | undefined> =>
      db.first(sql<UserRow>`SELECT * FROM users WHERE lower(username) = lower(${username})`),
    /** The most followed accounts that `viewerId` does not follow yet (everyone's, for nobody: 0). */
    suggestedFor(viewerId: number, limit: number): Promise<UserRow[]> {
      return db.all(sql<UserRow>`SELECT * FROM users
        WHERE id != ${viewerId} AND id NOT IN (SELECT target_id FROM links WHERE follower_id = ${viewerId})
        ORDER BY follower_count DESC, id LIMIT ${limit}`);
    },
    /**
     * Ranked as the app's `rankByUsernameMatch` ranks (the exact username in any case, then usernames
     * starting with `match`, then display names containing it), most followed first within a rank. The
     * query itself ranks, so that the limit keeps the best.
     */
    search(match: string, limit: number): Promise<UserRow[]> {
      const escaped = match.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
      const prefix = `${escaped}%`;
      const inner = `%${escaped}%`;
      return db.all(sql<UserRow>`SELECT * FROM users
        WHERE lower(username) LIKE ${prefix} ESCAPE '\\' OR lower(display_name) LIKE ${inner} ESCAPE '\\'
        ORDER BY CASE WHEN lower(username) = ${match.toLowerCase()} THEN 0 WHEN lower(username) LIKE ${prefix} ESCAPE '\\' THEN 1 ELSE 2 END,
          follower_count DESC, id ASC
        LIMIT ${limit}`);
    },
    async insert(user: NewUser): Promise<number> {
      const { rows } = await db.write(sql<{ id: number }>`INSERT INTO users
          (fid, external, custody_address, username, display_name, bio, bio_mentions, pfp_url, url, registered_at)
        VALUES (${user.fid}, ${user.external ? 1 : 0}, ${user.custodyAddress}, ${user.username}, ${user.displayName}, ${user.bio},
          ${JSON.stringify(user.bioMentions)}, ${user.pfpUrl}, ${user.url}, ${user.registeredAt})
        RETURNING id`);
      return rows[0]!.id;
    },
    async update(id: number, field: UserField, value: string): Promise<void> {
      if (!USER_FIELDS.includes(field)) throw new Error(`not a user field: ${field}`);
      await db.write(sql`UPDATE users SET ${sql.ref(field)} = ${value} WHERE id = ${id}`);
      cache.forget(id);
    },
    async setBioMentions(id: number, mentions: string[]): Promise<void> {
      await db.write(sql`UPDATE users SET bio_mentions = ${JSON.stringify(mentions)} WHERE id = ${id}`);
      cache.forget(id);
    },
    async adjustFollow(followerId: number, targetId: number, delta: 1 | -1): Promise<void> {
      await adjust('following_count', followerId, delta);
      await adjust('follower_count', targetId, delta);
    },
  };
}
