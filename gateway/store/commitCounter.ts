import type { Db } from './database';

/**
 * A number that moves whenever rows that reads depend on change on this connection, whichever module
 * wrote them: SQLite's `total_changes()`, less the rows counted by `bookkeeping` (tables no read
 * serves, such as issued sign-in texts). A failed statement changes nothing, and better-sqlite3
 * transactions run synchronously, so no request ever observes the count of a transaction that has
 * not committed.
 */
export function commitCounter(db: Db, bookkeeping: () => number = () => 0): () => number {
  const total = db.prepare<[], number>('SELECT total_changes()').pluck();
  return () => total.get()! - bookkeeping();
}
