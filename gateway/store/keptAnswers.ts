import type { Db } from './database';

/**
 * Answers of the database kept in memory between requests, by key, under the row cache's rule
 * (`rowCache.ts`): an answer loaded while the answers were being forgotten, or inside a transaction, is
 * used but not kept, since it may be older than the forgetting or never committed. Only answers that
 * `worthKeeping` accepts are kept; past `maxKept` the answers start afresh rather than grow.
 */
export function keptAnswers<K, V>(db: Db, maxKept: number, worthKeeping: (answer: V) => boolean = () => true) {
  const answers = new Map<K, V>();
  let forgets = 0;
  return {
    async get(key: K, load: () => Promise<V>): Promise<V> {
      if (answers.has(key)) return answers.get(key)!;
      const before = forgets;
      const answer = await load();
      if (before === forgets && !db.inTransaction() && worthKeeping(answer)) {
        if (answers.size >= maxKept) answers.clear();
        answers.set(key, answer);
      }
      return answer;
    },
    forgetAll(): void {
      forgets++;
      answers.clear();
    },
  };
}
