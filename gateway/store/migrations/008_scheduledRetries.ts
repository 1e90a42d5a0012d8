import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { forDialect, runStatements } from './ddl';

/**
 * A scheduled cast that could not be published because the node, the chain or the database could not be
 * asked is tried again later rather than refused: each row counts its attempts that failed so, and keeps
 * what went wrong with the last one. The next attempt's time is `lease_until`, before which no process
 * takes the row.
 */
const SCHEDULED_RETRIES = `
ALTER TABLE scheduled_casts ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0

ALTER TABLE scheduled_casts ADD COLUMN retry_reason TEXT
`;

export function scheduledRetries(dialect: Dialect): Migration {
  return { up: (db) => runStatements(db, forDialect(SCHEDULED_RETRIES, dialect)) };
}
