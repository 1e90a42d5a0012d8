import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { runStatements } from './ddl';

/**
 * On SQLite a new cast is no longer added to the search index by its own insert: each statement that
 * writes the FTS5 index writes its pending words out as a segment of their own, which cost a cast insert
 * about 40 µs on a database of 100,000 casts. A new cast's id is queued instead, and the queue is indexed
 * by one statement just before its transaction commits (`INDEX_QUEUED_CASTS`, run by the SQLite
 * connection), so a write group's casts reach the index together and in the same commit. A cast deleted
 * while queued leaves the queue; one already indexed leaves the index. PostgreSQL is unchanged.
 */
const SQLITE = `
CREATE TABLE casts_fts_queue (id INTEGER PRIMARY KEY)

DROP TRIGGER casts_fts_insert

CREATE TRIGGER casts_fts_queue AFTER INSERT ON casts BEGIN
  INSERT INTO casts_fts_queue (id) VALUES (NEW.id);
END

DROP TRIGGER casts_fts_delete

CREATE TRIGGER casts_fts_delete AFTER DELETE ON casts BEGIN
  INSERT INTO casts_fts (casts_fts, rowid, text)
    SELECT 'delete', OLD.id, OLD.text WHERE NOT EXISTS (SELECT 1 FROM casts_fts_queue WHERE id = OLD.id);
  DELETE FROM casts_fts_queue WHERE id = OLD.id;
END
`;

/** The statements, in order, that index the queued casts and empty the queue: run before each commit that wrote. */
export const INDEX_QUEUED_CASTS = [
  'INSERT INTO casts_fts (rowid, text) SELECT c.id, c.text FROM casts_fts_queue q JOIN casts c ON c.id = q.id',
  'DELETE FROM casts_fts_queue',
] as const;

/** Whether any cast waits in the queue. */
export const ANY_QUEUED_CAST = 'SELECT 1 FROM casts_fts_queue LIMIT 1';

/** Whether a SQLite schema queues new casts for its index (this migration has run). */
export const QUEUES_CAST_INDEX = "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'casts_fts_queue'";

export function queuedCastIndex(dialect: Dialect): Migration {
  return { up: async (db) => (dialect === 'sqlite' ? runStatements(db, SQLITE) : undefined) };
}
