import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { forDialect, runStatements } from './ddl';

/**
 * Each message's submission key moves onto its row (every message had exactly one key, in a table of its
 * own), so that a message is logged with one statement and its earlier submissions found with one query.
 */
const SUBMISSION_KEYS = `
ALTER TABLE messages ADD COLUMN submission_key TEXT

UPDATE messages SET submission_key = (SELECT key FROM message_keys WHERE message_keys.hash = messages.hash)

CREATE UNIQUE INDEX messages_submission_key ON messages(submission_key)

DROP TABLE message_keys
`;

export function submissionKeys(dialect: Dialect): Migration {
  return { up: (db) => runStatements(db, forDialect(SUBMISSION_KEYS, dialect)) };
}
