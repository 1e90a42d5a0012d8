import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { forDialect, runStatements } from './ddl';

/**
 * A thread is read as its root (by hash) and its replies (by thread), so only replies are indexed by
 * thread. A cast that starts a thread (most casts) no longer writes its own random hash into a second
 * index: on SQLite that was about a quarter of a cast's insert.
 */
const THREAD_REPLIES = `
CREATE INDEX casts_replies ON casts(thread_hash, timestamp, id) WHERE parent_hash IS NOT NULL

DROP INDEX casts_thread
`;

export function threadReplies(dialect: Dialect): Migration {
  return { up: (db) => runStatements(db, forDialect(THREAD_REPLIES, dialect)) };
}
