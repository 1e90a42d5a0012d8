import type { Db } from './database';

/**
 * Answers of the database kept in memory between requests, by key, under the row cache's rule
 * (`rowCache.ts`): an answer loaded while the answers were being forgotten, or inside a transaction, is
 * used but not kept, since it may be older than the forgetting or never committed. Only answers that
 * `worthKeeping` accepts are kept; past `maxKept` the answers start afresh rather than grow.
 *
 * Outside a transaction, gets of a key whose load is still under way wait for that load: the database is
 * asked once, and the callers go on in the order they asked (a pool's connections answer in any order).
 */
export function keptAnswers<K, V>(db: Db, maxKept: number, worthKeeping: (answer: V) => boolean = () => true) {
  const answers = new Map<K, V>();
  const loading = new Map<K, Promise<V>>();
  let forgets = 0;

  const loadAndKeep = async (key: K, load: () => Promise<V>): Promise<V> => {
    const before = forgets;
    const answer = await load();
    if (before === forgets && !db.inTransaction() && worthKeeping(answer)) {
      if (answers.size >= maxKept) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  };

  return {
    get(key: K, load: () => Promise<V>): Promise<V> {
      if (answers.has(key)) return Promise.resolve(answers.get(key)!);
      if (db.inTransaction()) return loadAndKeep(key, load);
      const pending = loading.get(key);
      if (pending !== undefined) return pending;
      const started = loadAndKeep(key, load).finally(() => {
        if (loading.get(key) === started) loading.delete(key);
      });
      loading.set(key, started);
      return started;
    },
    forgetAll(): void {
      forgets++;
      answers.clear();
      loading.clear();
    },
  };
}
