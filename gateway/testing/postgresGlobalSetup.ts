import { seedDemoTemplate } from './demoTemplate';
import { startPostgresServer } from './postgresServer';

/**
 * Vitest global set-up of the `postgres` test project: one PostgreSQL server for the whole run, and on it
 * a database seeded with the demo data once, which test gateways copy (`demoTemplate.ts`).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const server = await startPostgresServer();
  process.env.CASTLINE_TEST_POSTGRES = server.url('postgres');
  const template = await server.createDatabase('template');
  await seedDemoTemplate(template);
  process.env.CASTLINE_TEST_POSTGRES_DEMO = new URL(template).pathname.slice(1);
  return () => server.stop();
}
