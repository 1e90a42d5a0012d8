import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { runStatements } from './ddl';

/**
 * Full-text search over cast text, kept in step with `casts` by the database itself, so every cast that
 * arrives (L1, L2, seeds) is findable and a deleted cast is gone. SQLite: an FTS5 index reading its text
 * from `casts`, kept by triggers. PostgreSQL: each cast's words (`cast_words`, a tsvector kept by a
 * trigger, so ranking reads them instead of parsing the text again) under a GIN index. Both fold case
 * and accents and split words the same way (Unicode letters and digits).
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

CREATE TABLE cast_words (id BIGINT PRIMARY KEY REFERENCES casts(id) ON DELETE CASCADE, words tsvector NOT NULL)

CREATE INDEX cast_words_match ON cast_words USING GIN (words)

CREATE FUNCTION index_cast_words() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO cast_words (id, words) VALUES (NEW.id, cast_words(NEW.text));
  RETURN NULL;
END $$

CREATE TRIGGER index_cast_words AFTER INSERT ON casts FOR EACH ROW EXECUTE FUNCTION index_cast_words()

INSERT INTO cast_words (id, words) SELECT id, cast_words(text) FROM casts
`;

export function castSearch(dialect: Dialect): Migration {
  return { up: (db) => runStatements(db, dialect === 'sqlite' ? SQLITE : POSTGRES) };
}
