import { sql } from 'kysely';
import type { Db } from './database';
import { MIGRATION_NAMES } from './migrations/migrate';

/**
 * How the database's schema stands against this version of the gateway: the migrations it brings that
 * the database has not had (`missing`), and those the database has had that it does not know
 * (`unknown`: a newer version migrated it, and this one may read and write it wrongly).
 */
export async function schemaState(db: Db): Promise<{ missing: string[]; unknown: string[] }> {
  const applied = new Set((await db.all(sql<{ name: string }>`SELECT name FROM kysely_migration`)).map((row) => row.name));
  return {
    missing: MIGRATION_NAMES.filter((name) => !applied.has(name)),
    unknown: [...applied].filter((name) => !MIGRATION_NAMES.includes(name)).sort(),
  };
}
