import { sql, type Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { forDialect, runStatements } from './ddl';

/**
 * The tables. Counters (replies, likes, recasts, follows) are kept on the rows and updated with each
 * message, so a page of 100 casts is read without aggregate queries. Written with IF NOT EXISTS, so a
 * database made before migrations existed is taken over as it is.
 */
const TABLES = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  fid TEXT NOT NULL UNIQUE,
  external INTEGER NOT NULL,
  custody_address TEXT,
  username TEXT NOT NULL,
  display_name TEXT NOT NULL DEFAULT '',
  bio TEXT NOT NULL DEFAULT '',
  bio_mentions TEXT NOT NULL DEFAULT '[]',
  pfp_url TEXT NOT NULL DEFAULT '',
  url TEXT NOT NULL DEFAULT '',
  registered_at INTEGER NOT NULL,
  following_count INTEGER NOT NULL DEFAULT 0,
  follower_count INTEGER NOT NULL DEFAULT 0
);

CREATE UNIQUE INDEX IF NOT EXISTS users_username ON users(lower(username));

CREATE INDEX IF NOT EXISTS users_display_name ON users(lower(display_name));

CREATE TABLE IF NOT EXISTS casts (
  id INTEGER PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  author_id INTEGER NOT NULL REFERENCES users(id),
  text TEXT NOT NULL,
  mentions TEXT NOT NULL,
  mentions_positions TEXT NOT NULL,
  embeds TEXT NOT NULL,
  parent_hash TEXT,
  parent_author_id INTEGER,
  parent_url TEXT,
  thread_hash TEXT NOT NULL,
  timestamp INTEGER NOT NULL,
  external INTEGER NOT NULL,
  replies_count INTEGER NOT NULL DEFAULT 0,
  likes_count INTEGER NOT NULL DEFAULT 0,
  recasts_count INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX IF NOT EXISTS casts_time ON casts(timestamp, id);

CREATE INDEX IF NOT EXISTS casts_author ON casts(author_id, timestamp, id);

CREATE INDEX IF NOT EXISTS casts_channel ON casts(parent_url, timestamp, id) WHERE parent_url IS NOT NULL;

CREATE INDEX IF NOT EXISTS casts_thread ON casts(thread_hash, timestamp, id);

CREATE INDEX IF NOT EXISTS casts_parent ON casts(parent_hash) WHERE parent_hash IS NOT NULL;

CREATE TABLE IF NOT EXISTS reactions (
  cast_id INTEGER NOT NULL,
  type INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  timestamp INTEGER NOT NULL,
  PRIMARY KEY (cast_id, type, user_id)
) WITHOUT ROWID;

CREATE INDEX IF NOT EXISTS reactions_user ON reactions(user_id, cast_id);

CREATE INDEX IF NOT EXISTS reactions_time ON reactions(type, timestamp);

CREATE TABLE IF NOT EXISTS links (
  id INTEGER PRIMARY KEY,
  follower_id INTEGER NOT NULL,
  target_id INTEGER NOT NULL,
  timestamp INTEGER NOT NULL,
  UNIQUE (follower_id, target_id)
);

CREATE INDEX IF NOT EXISTS links_following ON links(follower_id, timestamp, id);

CREATE INDEX IF NOT EXISTS links_followers ON links(target_id, timestamp, id);

CREATE TABLE IF NOT EXISTS bookmarks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  cast_hash TEXT NOT NULL,
  timestamp INTEGER NOT NULL,
  UNIQUE (user_id, cast_hash)
);

CREATE INDEX IF NOT EXISTS bookmarks_user ON bookmarks(user_id, timestamp, id);

CREATE TABLE IF NOT EXISTS scheduled_casts (
  hash TEXT PRIMARY KEY,
  owner_fid TEXT NOT NULL,
  identity TEXT NOT NULL,
  body TEXT NOT NULL,
  text TEXT NOT NULL,
  publish_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  lease_until INTEGER NOT NULL DEFAULT 0,
  failure TEXT
);

CREATE INDEX IF NOT EXISTS scheduled_casts_owner ON scheduled_casts(owner_fid, publish_at);

CREATE INDEX IF NOT EXISTS scheduled_casts_due ON scheduled_casts(publish_at) WHERE failure IS NULL;

CREATE TABLE IF NOT EXISTS signin_messages (
  id INTEGER PRIMARY KEY,
  address TEXT NOT NULL,
  mode TEXT NOT NULL,
  text TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX IF NOT EXISTS signin_messages_address ON signin_messages(address, mode, used, id);

CREATE TABLE IF NOT EXISTS messages (
  hash TEXT PRIMARY KEY,
  fid TEXT NOT NULL,
  message_type INTEGER NOT NULL,
  timestamp INTEGER NOT NULL,
  raw BLOB NOT NULL,
  external INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

-- L1 messages on their way to a Farcaster node (--hub-url): written in the transaction that accepts them.
-- state: waiting (not yet admitted), admitted (in the node's mempool, to be read back), delivered, refused.
CREATE TABLE IF NOT EXISTS outbox (
  hash TEXT PRIMARY KEY REFERENCES messages(hash),
  fid TEXT NOT NULL,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  due_at INTEGER NOT NULL,
  lease_owner TEXT,
  lease_until INTEGER NOT NULL DEFAULT 0,
  reason TEXT,
  accepted_at INTEGER NOT NULL,
  admitted_at INTEGER,
  delivered_at INTEGER
) WITHOUT ROWID;

CREATE INDEX IF NOT EXISTS outbox_due ON outbox(due_at) WHERE state IN ('waiting', 'admitted');

-- Answers of a Farcaster node's reads (--hub-url), by request path, for FIDs the gateway holds nothing about.
CREATE TABLE IF NOT EXISTS node_reads (path TEXT PRIMARY KEY, status INTEGER NOT NULL, body TEXT NOT NULL, fetched_at INTEGER NOT NULL) WITHOUT ROWID;

CREATE INDEX IF NOT EXISTS node_reads_age ON node_reads(fetched_at);

-- The author of each cast read from a node, so that the cast opens by its hash alone.
CREATE TABLE IF NOT EXISTS node_cast_authors (hash TEXT PRIMARY KEY, fid INTEGER NOT NULL) WITHOUT ROWID;

-- The Following feed from a Farcaster node (--hub-url) of people signed in with their FID: whom they follow
-- there, their follows' casts there (the node's message JSON), and where the node's events were last read.
CREATE TABLE IF NOT EXISTS network_follows (fid INTEGER NOT NULL, target INTEGER NOT NULL, PRIMARY KEY (fid, target)) WITHOUT ROWID;

CREATE INDEX IF NOT EXISTS network_follows_target ON network_follows(target);

CREATE TABLE IF NOT EXISTS network_casts (
  id INTEGER PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  fid INTEGER NOT NULL,
  ts INTEGER NOT NULL,
  message TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS network_casts_author ON network_casts(fid, ts, id);

CREATE TABLE IF NOT EXISTS node_event_cursors (shard INTEGER PRIMARY KEY, event_id INTEGER NOT NULL, read_at INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS message_keys (key TEXT PRIMARY KEY, hash TEXT NOT NULL) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS revoked_tokens (id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS registry_fids (fid INTEGER PRIMARY KEY, custody TEXT NOT NULL UNIQUE);

CREATE TABLE IF NOT EXISTS registry_signers (
  fid INTEGER NOT NULL,
  key TEXT NOT NULL,
  active INTEGER NOT NULL,
  PRIMARY KEY (fid, key)
) WITHOUT ROWID;


CREATE TABLE IF NOT EXISTS blocks (
  blocker_id INTEGER NOT NULL,
  target_id INTEGER NOT NULL,
  timestamp INTEGER NOT NULL,
  PRIMARY KEY (blocker_id, target_id)
) WITHOUT ROWID;

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

CREATE TABLE IF NOT EXISTS rate_windows (key TEXT PRIMARY KEY, start INTEGER NOT NULL, count INTEGER NOT NULL) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS unfurl_cache (url TEXT PRIMARY KEY, preview TEXT NOT NULL, fetched_at INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  actor_id INTEGER NOT NULL,
  kind INTEGER NOT NULL,
  cast_id INTEGER,
  source_cast_id INTEGER,
  timestamp INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS notifications_user ON notifications(user_id, timestamp, id);

CREATE INDEX IF NOT EXISTS notifications_cast ON notifications(cast_id) WHERE cast_id IS NOT NULL;

CREATE INDEX IF NOT EXISTS notifications_source ON notifications(source_cast_id) WHERE source_cast_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS notification_marks (user_id INTEGER PRIMARY KEY, seen_id INTEGER NOT NULL);
`;

export function tables(dialect: Dialect): Migration {
  return {
    async up(db) {
      await runStatements(db, forDialect(TABLES, dialect));
      // Each commit other processes should see moves this sequence (store/database.ts).
      if (dialect === 'postgres') await sql`CREATE SEQUENCE IF NOT EXISTS castline_commits`.execute(db);
    },
  };
}
