import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { forDialect, runStatements } from './ddl';

/** Uploaded pictures, in the database so that every gateway process, on any machine, serves them. */
const UPLOADS = `
CREATE TABLE uploads (
  name TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  bytes BLOB NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID
`;

export function uploads(dialect: Dialect): Migration {
  return { up: (db) => runStatements(db, forDialect(UPLOADS, dialect)) };
}
