import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Sqlite from 'better-sqlite3';
import { partialOf, startsWith } from './backupFiles';

/** The first bytes of every SQLite database file. */
const SQLITE_HEADER = 'SQLite format 3\0';

/**
 * Writes a copy of the SQLite database at `path` to `out` with `VACUUM INTO`: one read transaction, so
 * the copy is the database as it stood at one moment while gateways go on writing (in WAL mode they
 * never wait for it), and a single file with nothing left in a write-ahead log beside it.
 */
export function backUpSqlite(path: string, out: string): void {
  const db = new Sqlite(path, { fileMustExist: true, timeout: 10_000 });
  const partial = partialOf(out);
  try {
    db.prepare('VACUUM INTO ?').run(partial);
    renameSync(partial, out);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
}

/** Refuses a file that is no whole SQLite database of a gateway, before anything is replaced. */
function checkBackup(from: string): void {
  if (!startsWith(from, SQLITE_HEADER)) throw new Error(`${from} is not a SQLite database: restore a PostgreSQL backup into a PostgreSQL database (--db postgres://…)`);
  const db = new Sqlite(from, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`${from} is damaged: ${String(check)}`);
    if (!db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'`).get()) {
      throw new Error(`${from} is a SQLite database, but not a Castline gateway's`);
    }
  } finally {
    db.close();
  }
}

/**
 * Puts the backup `from` in place of the SQLite database at `path`, with no write-ahead log of the old
 * one left beside it. The copy is written beside the database and moved into place in one step.
 */
export function restoreSqlite(from: string, path: string, force: boolean): void {
  checkBackup(from);
  if (existsSync(path) && !force) throw new Error(`${path} already exists: restore into a new file, or pass --force to replace it`);
  mkdirSync(dirname(path), { recursive: true });
  const partial = partialOf(path);
  copyFileSync(from, partial);
  for (const beside of [`${path}-wal`, `${path}-shm`]) rmSync(beside, { force: true });
  renameSync(partial, path);
}
