import { sql } from 'kysely';
import type { Db, Dialect } from './database';
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

/**
 * The words of a person's query as the dialect's full-text expression: every word must appear, the
 * last may be a prefix. SQLite: an FTS5 expression of quoted words; PostgreSQL: a `to_tsquery` text
 * of words joined by `&` (accents are removed from it in the query, as from the indexed text).
 */
export function matchExpression(query: string, dialect: Dialect): string | null {
  const words = query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  if (words.length === 0) return null;
  const last = words.length - 1;
  if (dialect === 'sqlite') return words.map((w, i) => `"${w}"${i === last ? '*' : ''}`).join(' ');
  return words.map((w, i) => `${w}${i === last ? ':*' : ''}`).join(' & ');
}

/**
 * Full-text search over cast text, through the index migration 002 keeps in step with `casts`.
 * The score is the relevance scaled to an integer, so a page position is exact: relevance first
 * (higher is better), then the newer cast. Scores move only when the indexed casts change.
 */
export function castSearchStore(db: Db) {
  /** Ids and scores of the casts matching `match` among the newest SEARCH_WINDOW that do. */
  const window = (match: string) => {
    if (db.dialect === 'sqlite') {
      return sql`SELECT rowid AS id, CAST(-bm25(casts_fts) * 1000000 AS INTEGER) AS score FROM casts_fts
        WHERE casts_fts MATCH ${match} ORDER BY rowid DESC LIMIT ${SEARCH_WINDOW}`;
    }
    // Accents go from the query's words as migration 002's cast_words takes them from the text.
    const words = sql`to_tsquery('simple', public.unaccent('public.unaccent'::regdictionary, ${match}))`;
    return sql`SELECT id, CAST(floor(ts_rank(words, ${words}) * 1000000) AS BIGINT) AS score FROM (
        SELECT id, words FROM cast_words WHERE words @@ ${words} ORDER BY id DESC LIMIT ${SEARCH_WINDOW}
      ) newest`;
  };
  return {
    /** Best match first, strictly after `from` (ts holds the score); `match` comes from `matchExpression` for this dialect. */
    page: (match: string, from: Position, limit: number): Promise<CastMatch[]> =>
      db.all(sql<CastMatch>`SELECT c.hash, m.score, m.id FROM (
          SELECT id, score FROM (${window(match)}) scored
          WHERE (score, id) < (${from.ts}, ${from.id}) ORDER BY score DESC, id DESC LIMIT ${limit}
        ) m JOIN casts c ON c.id = m.id ORDER BY m.score DESC, m.id DESC`),
  };
}
