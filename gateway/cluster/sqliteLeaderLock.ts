import Sqlite from 'better-sqlite3';
import type { LeaderLock } from './leadership';

/**
 * The leadership on SQLite, whose processes share one machine: an exclusive lock on a file beside the
 * database (`<file>-leader`, an empty SQLite database), taken with `BEGIN EXCLUSIVE` and held in a
 * transaction left open for as long as the process leads. The lock is the kernel's (SQLite's POSIX
 * locks), so it goes with the process, even one killed with `kill -9`, and the next try of another
 * takes it. Nothing is written: the gateway's own database, and the caches other processes keep of it,
 * are left alone. A database in memory has one process, which always leads.
 */
export function sqliteLeaderLock(location: string): LeaderLock {
  if (location === ':memory:') return { hold: async () => true, onLost() {}, release: async () => {} };
  let connection: Sqlite.Database | null = null;
  return {
    async hold() {
      try {
        connection ??= new Sqlite(`${location}-leader`, { timeout: 0 });
        if (!connection.inTransaction) connection.exec('BEGIN EXCLUSIVE');
        return true;
      } catch {
        // Another process holds it (SQLITE_BUSY), or the file cannot be opened.
        return false;
      }
    },
    // The lock is held by the open transaction, which nothing ends but `release` or the process's end.
    onLost() {},
    async release() {
      // Closing ends the transaction and lets the lock go.
      connection?.close();
      connection = null;
    },
  };
}
