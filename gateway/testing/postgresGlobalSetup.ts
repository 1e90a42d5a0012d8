import { sql } from 'kysely';
import { prepareDatabase } from '../server';
import { openDatabase } from '../store/database';
import { startPostgresServer } from './postgresServer';

/**
 * Vitest global set-up of the `postgres` test project: one PostgreSQL server for the whole run, and on it
 * a database seeded with the demo data once, which test gateways copy instead of seeding their own (a
 * copy takes a fraction of a second, the seed several). Its token secret is removed, so every copy
 * makes its own and no two test gateways accept each other's tokens.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const server = await startPostgresServer();
  process.env.CASTLINE_TEST_POSTGRES = server.url('postgres');
  const template = await server.createDatabase('template');
  await prepareDatabase({ db: template, seed: 'demo', quiet: true });
  const db = await openDatabase(template);
  await db.bookkeep(sql`DELETE FROM meta WHERE key = 'token_secret'`);
  await db.close();
  process.env.CASTLINE_TEST_POSTGRES_DEMO = new URL(template).pathname.slice(1);
  return () => server.stop();
}
