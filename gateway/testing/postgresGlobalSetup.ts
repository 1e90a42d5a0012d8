import { startPostgresServer } from './postgresServer';

/** Vitest global set-up of the `postgres` test project: one PostgreSQL server for the whole run. */
export default async function setup(): Promise<() => Promise<void>> {
  const server = await startPostgresServer();
  process.env.CASTLINE_TEST_POSTGRES = server.url('postgres');
  return () => server.stop();
}
