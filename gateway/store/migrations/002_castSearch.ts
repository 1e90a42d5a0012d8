import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { runStatements } from './ddl';

/**
 * Full-text search over cast text, kept in step with `casts` by the database itself, so every cast that
 * arrives (L1, L2, seeds) is findable and a deleted cast is gone. SQLite: an FTS5 index reading its text
 * from `casts`, kept by triggers. PostgreSQL: a GIN index over the words of the text. Both fold case and
 * accents and split words the same way (Unicode letters and digits).
 */
const SQLITE = `
CREATE VIRTUAL TABLE IF NOT EXISTS casts_fts USING fts5(text, content='casts', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

CREATE TRIGGER IF NOT EXISTS casts_fts_insert AFTER INSERT ON casts BEGIN
  INSERT INTO casts_fts (rowid, text) VALUES (NEW.id, NEW.text);
END;

CREATE TRIGGER IF NOT EXISTS casts_fts_delete AFTER DELETE ON casts BEGIN
  INSERT INTO casts_fts (casts_fts, rowid, text) VALUES ('delete', OLD.id, OLD.text);
END;

INSERT INTO casts_fts (casts_fts) VALUES ('rebuild')
`;

const POSTGRES = `
CREATE EXTENSION IF NOT EXISTS unaccent

CREATE FUNCTION cast_words(text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('simple'::regconfig, public.unaccent('public.unaccent'::regdictionary, $1)) $$

CREATE INDEX IF NOT EXISTS casts_words ON casts USING GIN (cast_words(text))
`;

export function castSearch(dialect: Dialect): Migration {
  return { up: (db) => runStatements(db, dialect === 'sqlite' ? SQLITE : POSTGRES) };
}
