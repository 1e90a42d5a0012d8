import type { Db } from './database';
import type { Position } from './cursor';

/** Channels are records, not names in code: what the directory, channel search and channel pages show. */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS channels (
  rowid_ INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  image_path TEXT NOT NULL,
  parent_url TEXT NOT NULL UNIQUE,
  follower_count INTEGER NOT NULL,
  lead_fid TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;

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
}

const WITH_COUNT = `SELECT ch.*, (SELECT count(*) FROM casts WHERE parent_url = ch.parent_url) AS cast_count FROM channels ch`;

export function channelStore(db: Db) {
  db.exec(SCHEMA);
  const insert = db.prepare(
    `INSERT OR IGNORE INTO channels (id, name, description, image_path, parent_url, follower_count, lead_fid, created_at)
     VALUES (@id, @name, @description, @imagePath, @parentUrl, @followerCount, @leadFid, @createdAt)`,
  );
  const directory = db.prepare<{ ts: number; id: number; limit: number }, ChannelRow>(
    `SELECT * FROM (${WITH_COUNT}) WHERE (cast_count, rowid_) < (@ts, @id) ORDER BY cast_count DESC, rowid_ DESC LIMIT @limit`,
  );
  const search = db.prepare<{ prefix: string; limit: number }, ChannelRow>(
    `SELECT * FROM (${WITH_COUNT}) WHERE id LIKE @prefix ESCAPE '\\' OR name LIKE @prefix ESCAPE '\\'
     ORDER BY (id LIKE @prefix ESCAPE '\\') DESC, cast_count DESC, rowid_ DESC LIMIT @limit`,
  );
  const byKey = db.prepare<{ key: string }, ChannelRow>(`${WITH_COUNT} WHERE ch.id = @key OR ch.parent_url = @key`);
  return {
    insert: (channel: NewChannel): void => void insert.run(channel),
    /** Most casts first (the most active), strictly after `from` (ts holds the cast count). */
    directory: (from: Position, limit: number): ChannelRow[] => directory.all({ ts: from.ts, id: from.id, limit }),
    /** Channels whose id or name starts with `prefix`, ids first. */
    search: (prefix: string, limit: number): ChannelRow[] =>
      search.all({ prefix: `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`, limit }),
    /** By channel id or parent URL. */
    byKey: (key: string): ChannelRow | undefined => byKey.get({ key }),
  };
}
