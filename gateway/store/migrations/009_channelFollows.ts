import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { forDialect, runStatements } from './ddl';

/**
 * The channels each account follows, Castline's own until the protocol has a channel-follow message:
 * kept by the channel's parent URL, as casts name their channel, with when the account last looked at the
 * channel and the newest cast the gateway held then (`seen_upto`, a cast id): its unseen casts are those
 * stored after it, whatever time they carry (a message is dated to the second, and may come late). A
 * channel's followers are counted by URL.
 */
const CHANNEL_FOLLOWS = `
CREATE TABLE channel_follows (
  user_id INTEGER NOT NULL,
  parent_url TEXT NOT NULL,
  followed_at INTEGER NOT NULL,
  seen_at INTEGER NOT NULL,
  seen_upto INTEGER NOT NULL,
  PRIMARY KEY (user_id, parent_url)
) WITHOUT ROWID

CREATE INDEX channel_follows_channel ON channel_follows(parent_url)
`;

export function channelFollows(dialect: Dialect): Migration {
  return { up: (db) => runStatements(db, forDialect(CHANNEL_FOLLOWS, dialect)) };
}
