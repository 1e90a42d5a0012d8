import { sql } from 'kysely';
import type { Db } from './database';
import type { Position } from './cursor';

export interface NewChannel {
  id: string;
  name: string;
  description: string;
  /** A path on this gateway; records give it with the gateway's origin. */
  imagePath: string;
  parentUrl: string;
  followerCount: number;
  leadFid: string;
  createdAt: number;
}

export interface ChannelRow {
  rowid_: number;
  id: string;
  name: string;
  description: string;
  image_path: string;
  parent_url: string;
  follower_count: number;
  lead_fid: string;
  created_at: number;
  cast_count: number;
  /** How many accounts of this gateway follow the channel (`channelFollows.ts`). */
  follows_here: number;
}

/** Channel rows with their casts and this gateway's follows counted. */
export const WITH_COUNT = sql`SELECT ch.*, (SELECT count(*) FROM casts WHERE parent_url = ch.parent_url) AS cast_count,
  (SELECT count(*) FROM channel_follows WHERE parent_url = ch.parent_url) AS follows_here FROM channels ch`;

/** Channels are records, not names in code: what the directory, channel search and channel pages show. */
export function channelStore(db: Db) {
  return {
    insert: async (channel: NewChannel): Promise<void> => {
      await db.write(sql`INSERT INTO channels (id, name, description, image_path, parent_url, follower_count, lead_fid, created_at)
        VALUES (${channel.id}, ${channel.name}, ${channel.description}, ${channel.imagePath}, ${channel.parentUrl},
          ${channel.followerCount}, ${channel.leadFid}, ${channel.createdAt})
        ON CONFLICT DO NOTHING`);
    },
    /** Most casts first (the most active), strictly after `from` (ts holds the cast count). */
    directory: (from: Position, limit: number): Promise<ChannelRow[]> =>
      db.all(sql<ChannelRow>`SELECT * FROM (${WITH_COUNT}) counted WHERE (cast_count, rowid_) < (${from.ts}, ${from.id})
        ORDER BY cast_count DESC, rowid_ DESC LIMIT ${limit}`),
    /** Channels whose id or name starts with `prefix` in any case, ids first. */
    search(prefix: string, limit: number): Promise<ChannelRow[]> {
      const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db.all(sql<ChannelRow>`SELECT * FROM (${WITH_COUNT}) counted
        WHERE lower(id) LIKE ${pattern} ESCAPE '\\' OR lower(name) LIKE ${pattern} ESCAPE '\\'
        ORDER BY CASE WHEN lower(id) LIKE ${pattern} ESCAPE '\\' THEN 1 ELSE 0 END DESC, cast_count DESC, rowid_ DESC LIMIT ${limit}`);
    },
    /** By channel id or parent URL. */
    byKey: (key: string): Promise<ChannelRow | undefined> =>
      db.first(sql<ChannelRow>`${WITH_COUNT} WHERE ch.id = ${key} OR ch.parent_url = ${key}`),
  };
}
