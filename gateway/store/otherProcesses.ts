import type { Db } from './database';

/**
 * Commits made to the same database file by other connections: other gateway processes, on this
 * machine or (with a shared file system) another. SQLite's `PRAGMA data_version` moves whenever one of
 * them commits and never for this connection's own commits. Each call compares it with the last value
 * seen, calls `onMoved` when it moved (so this process forgets what it cached), and answers how many
 * moves it has seen: a number that only grows, fit to be part of a cache's generation.
 */
export function otherProcessCommits(db: Db, onMoved: () => void): () => number {
  const version = db.prepare<[], number>('PRAGMA data_version').pluck();
  let seen = version.get();
  let moves = 0;
  return () => {
    const now = version.get();
    if (now !== seen) {
      seen = now;
      moves++;
      onMoved();
    }
    return moves;
  };
}
