import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Dialect } from '../store/database';
import { startPostgresServer, type PostgresServer } from './postgresServer';

/**
 * Databases a benchmark or an end-to-end test makes for itself: SQLite files in a temporary folder, and
 * databases on a PostgreSQL server started (as the tests start one) when first needed, reached through
 * its Unix socket as a gateway on the same machine reaches it. `close()` stops that server and deletes
 * the folder.
 */
export function scratchDatabases() {
  const dir = mkdtempSync(join(tmpdir(), 'castline-scratch-'));
  let server: PostgresServer | null = null;
  return {
    /** A new, empty database of `dialect`. */
    async create(dialect: Dialect, name: string): Promise<string> {
      if (dialect === 'sqlite') return join(dir, `${name}.sqlite`);
      server ??= await startPostgresServer();
      return server.socketUrl(await server.createDatabase(name));
    },
    async close(): Promise<void> {
      await server?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The dialects a benchmark runs on: `--sqlite` or `--postgres` on its command line picks one, neither runs both. */
export function benchDialects(argv = process.argv.slice(2)): Dialect[] {
  const picked = (['sqlite', 'postgres'] as const).filter((dialect) => argv.includes(`--${dialect}`));
  return picked.length > 0 ? [...picked] : ['sqlite', 'postgres'];
}
