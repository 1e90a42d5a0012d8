import { sql } from 'kysely';
import type { Db } from './database';
import type { Position } from './cursor';

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

/** The words of a person's query, lower-cased: letters, digits and `_` (null when there are none). */
export function searchWords(query: string): string[] | null {
  return query.toLowerCase().match(/[\p{L}\p{N}_]+/gu);
}

/** The words as an FTS5 expression: every word must appear (quoted, so none is read as syntax), the last may be a prefix. */
function fts5Expression(words: string[]): string {
  const last = words.length - 1;
  return words.map((w, i) => `"${w}"${i === last ? '*' : ''}`).join(' ');
}

/**
 * The words as a PostgreSQL tsquery: every word must appear, the last may be a prefix. Accents are
 * removed from each word as migration 002's cast_words takes them from the text. `unaccent` can turn a
 * letter into tsquery syntax (ʼ into `'`, ⑴ into `(1)`), so each word is quoted after it; a word that
 * becomes several (donʼt) is found as those words side by side, as the text was indexed.
 */
function tsquery(words: string[]) {
  const unaccented = sql`public.unaccent('public.unaccent'::regdictionary, w)`;
  const quoted = sql`'''' || replace(replace(${unaccented}, '\\', '\\\\'), '''', '''''') || ''''`;
  return sql`to_tsquery('simple', (
    SELECT string_agg(${quoted} || CASE WHEN i = ${words.length} THEN ':*' ELSE '' END, ' & ' ORDER BY i)
    FROM unnest(CAST(${words} AS text[])) WITH ORDINALITY AS word(w, i)))`;
}

/**
 * Full-text search over cast text, through the index migration 002 keeps in step with `casts`.
 * The score is the relevance scaled to an integer, so a page position is exact: relevance first
 * (higher is better), then the newer cast. Scores move only when the indexed casts change.
 */
export function castSearchStore(db: Db) {
  /** Ids and scores of the casts holding `words` among the newest SEARCH_WINDOW that do. */
  const window = (words: string[]) => {
    if (db.dialect === 'sqlite') {
      return sql`SELECT rowid AS id, CAST(-bm25(casts_fts) * 1000000 AS INTEGER) AS score FROM casts_fts
        WHERE casts_fts MATCH ${fts5Expression(words)} ORDER BY rowid DESC LIMIT ${SEARCH_WINDOW}`;
    }
    return sql`SELECT id, CAST(floor(ts_rank(words, query) * 1000000) AS BIGINT) AS score FROM (
        SELECT id, words, query FROM cast_words, ${tsquery(words)} query
        WHERE words @@ query ORDER BY id DESC LIMIT ${SEARCH_WINDOW}
      ) newest`;
  };
  return {
    /** Best match first, strictly after `from` (ts holds the score); `words` come from `searchWords`. */
    page: (words: string[], from: Position, limit: number): Promise<CastMatch[]> =>
      db.all(sql<CastMatch>`SELECT c.hash, m.score, m.id FROM (
          SELECT id, score FROM (${window(words)}) scored
          WHERE (score, id) < (${from.ts}, ${from.id}) ORDER BY score DESC, id DESC LIMIT ${limit}
        ) m JOIN casts c ON c.id = m.id ORDER BY m.score DESC, m.id DESC`),
  };
}
