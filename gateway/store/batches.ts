import { type RawBuilder, sql } from 'kysely';

/** Rows per multi-row INSERT: a few values each stays far below either database's limit on parameters. */
const ROWS_PER_INSERT = 500;

/**
 * The rows as `VALUES` lists of at most `ROWS_PER_INSERT` rows each (none for no rows), so that many
 * rows are inserted in a few statements: `INSERT INTO t (a, b) VALUES ${values}` per list.
 */
export function valuesInBatches(rows: readonly (readonly unknown[])[]): RawBuilder<unknown>[] {
  const batches: RawBuilder<unknown>[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    batches.push(sql.join(rows.slice(start, start + ROWS_PER_INSERT).map((row) => sql`(${sql.join(row)})`)));
  }
  return batches;
}
