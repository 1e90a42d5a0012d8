import type { Db } from './database';

/**
 * Rows by id, kept in memory between requests: turning database rows into JS objects is most of a
 * read's cost. Every write to a cached table goes through its store, which forgets the rows it changed
 * (again once its transaction commits, since another request may have read the old row meanwhile); when
 * another process has written to the database, everything is forgotten (`Db.checkOtherProcesses`).
 * Rows loaded while something was forgotten, or inside a transaction, are used but not kept: they may
 * be older than the forgetting, or never committed.
 */
export function rowCache<R extends { id: number }>(db: Db, load: (ids: number[]) => Promise<R[]>, maxRows = 100_000) {
  const rows = new Map<number, R>();
  let forgets = 0;
  const forget = (id: number) => {
    forgets++;
    rows.delete(id);
  };
  return {
    async get(ids: Iterable<number>): Promise<Map<number, R>> {
      const found = new Map<number, R>();
      const missing: number[] = [];
      for (const id of ids) {
        const row = rows.get(id);
        if (row) found.set(id, row);
        else if (!found.has(id)) missing.push(id);
      }
      if (missing.length === 0) return found;
      const before = forgets;
      const loaded = await load(missing);
      const keep = before === forgets && !db.inTransaction();
      if (keep && rows.size + loaded.length > maxRows) rows.clear();
      for (const row of loaded) {
        if (keep) rows.set(row.id, row);
        found.set(row.id, row);
      }
      return found;
    },
    forget(id: number): void {
      forget(id);
      db.afterCommit(() => forget(id));
    },
    forgetAll(): void {
      forgets++;
      rows.clear();
    },
  };
}
