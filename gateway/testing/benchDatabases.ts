import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Dialect } from '../store/database';
import { startPostgresServer, type PostgresServer } from './postgresServer';

/**
 * The databases a benchmark runs on: `--sqlite` or `--postgres` on its command line picks one dialect,
 * neither runs both. A PostgreSQL server is started (as the tests start one) when first needed.
 */
export function benchDatabases(argv = process.argv.slice(2)) {
  const picked = (['sqlite', 'postgres'] as const).filter((dialect) => argv.includes(`--${dialect}`));
  const dialects: Dialect[] = picked.length > 0 ? [...picked] : ['sqlite', 'postgres'];
  const dir = mkdtempSync(join(tmpdir(), 'castline-bench-'));
  let server: PostgresServer | null = null;
  return {
    dialects,
    /** A new, empty database of `dialect`. */
    async create(dialect: Dialect, name: string): Promise<string> {
      if (dialect === 'sqlite') return join(dir, `${name}.sqlite`);
      server ??= await startPostgresServer();
      return server.createDatabase(name);
    },
    async close(): Promise<void> {
      await server?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
