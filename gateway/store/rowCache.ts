/**
 * Rows by id, kept in memory between requests: turning SQLite rows into JS objects is most of a read's
 * cost. Every write to a cached table goes through its store, which forgets the rows it changed; when
 * another process has written to the database, everything is forgotten (`otherProcessCommits`).
 */
export function rowCache<R extends { id: number }>(load: (ids: number[]) => R[], maxRows = 100_000) {
  const rows = new Map<number, R>();
  return {
    get(ids: Iterable<number>): Map<number, R> {
      const found = new Map<number, R>();
      const missing: number[] = [];
      for (const id of ids) {
        const row = rows.get(id);
        if (row) found.set(id, row);
        else if (!found.has(id)) missing.push(id);
      }
      if (missing.length > 0) {
        if (rows.size + missing.length > maxRows) rows.clear();
        for (const row of load(missing)) {
          rows.set(row.id, row);
          found.set(row.id, row);
        }
      }
      return found;
    },
    forget(id: number): void {
      rows.delete(id);
    },
    forgetAll(): void {
      rows.clear();
    },
  };
}
