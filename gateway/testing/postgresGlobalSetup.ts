import { openDatabase } from '../store/database';
import { seedDemoTemplate } from './demoTemplate';
import { startPostgresServer } from './postgresServer';

/**
 * Vitest global set-up of the `postgres` test project: one PostgreSQL server for the whole run, and on it
 * a database seeded with the demo data once, which test gateways copy (`demoTemplate.ts`), and one with
 * the current schema and no rows, which stores and unseeded gateways copy instead of migrating their
 * own (about 100 ms each).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const server = await startPostgresServer();
  process.env.CASTLINE_TEST_POSTGRES = server.url('postgres');
  const template = await server.createDatabase('template');
  await seedDemoTemplate(template);
  process.env.CASTLINE_TEST_POSTGRES_DEMO = new URL(template).pathname.slice(1);
  const migrated = await server.createDatabase('migrated');
  await (await openDatabase(migrated)).close();
  process.env.CASTLINE_TEST_POSTGRES_MIGRATED = new URL(migrated).pathname.slice(1);
  return () => server.stop();
}
