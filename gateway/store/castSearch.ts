import type { Db } from './database';
import type { Position } from './cursor';

/**
 * Full-text search over cast text: an FTS5 index that reads its text from `casts` and is kept in step
 * by triggers, so every cast that arrives (L1, L2, seeds) is findable and a deleted cast is gone.
 */
const SCHEMA = `
CREATE VIRTUAL TABLE IF NOT EXISTS casts_fts USING fts5(text, content='casts', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
CREATE TRIGGER IF NOT EXISTS casts_fts_insert AFTER INSERT ON casts BEGIN
  INSERT INTO casts_fts (rowid, text) VALUES (NEW.id, NEW.text);
END;
CREATE TRIGGER IF NOT EXISTS casts_fts_delete AFTER DELETE ON casts BEGIN
  INSERT INTO casts_fts (casts_fts, rowid, text) VALUES ('delete', OLD.id, OLD.text);
END;
`;

/**
 * bm25 scaled to an integer, so a page position is exact: relevance first (higher is better), then the
 * newer cast. Scores move only when the indexed casts change.
 */
const SCORE = 'CAST(-bm25(casts_fts) * 1000000 AS INTEGER)';

/**
 * Ranking every cast that holds a common word costs time in proportion to their number, so the best
 * matches are chosen among the newest this many casts that hold the words.
 */
export const SEARCH_WINDOW = 5000;

export interface CastMatch {
  hash: string;
  score: number;
  id: number;
}

/** The words of a person's query as an FTS5 expression: every word must appear, the last may be a prefix. */
export function matchExpression(query: string): string | null {
  const words = query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  if (words.length === 0) return null;
  return words.map((w, i) => `"${w}"${i === words.length - 1 ? '*' : ''}`).join(' ');
}

export function castSearchStore(db: Db) {
  const existed = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'casts_fts'").get() !== undefined;
  db.exec(SCHEMA);
  // A database made before the index existed is indexed once, on start.
  if (!existed) db.exec("INSERT INTO casts_fts (casts_fts) VALUES ('rebuild')");
  const page = db.prepare<{ match: string; ts: number; id: number; limit: number }, CastMatch>(
    `SELECT c.hash, m.score, m.id FROM (
       SELECT id, score FROM (
         SELECT rowid AS id, ${SCORE} AS score FROM casts_fts WHERE casts_fts MATCH @match ORDER BY rowid DESC LIMIT ${SEARCH_WINDOW}
       ) WHERE (score, id) < (@ts, @id) ORDER BY score DESC, id DESC LIMIT @limit
     ) m JOIN casts c ON c.id = m.id ORDER BY m.score DESC, m.id DESC`,
  );
  return {
    /** Best match first, strictly after `from` (ts holds the score). */
    page: (match: string, from: Position, limit: number): CastMatch[] => page.all({ match, ts: from.ts, id: from.id, limit }),
  };
}
