import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { endChild } from '../endChild';
import { freePort } from './freePort';

/**
 * Test support: a real PostgreSQL server in a temporary folder, on a free port, started the way tests
 * start anvil and Chromium. Debian's `postgresql` package is installed with apt when it is missing.
 * initdb and postgres refuse to run as root, so as root they run as the `postgres` user.
 */
export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:<port>/<database>` */
  url(database: string): string;
  /**
   * A database URL of this server (from `url` or `createDatabase`) that reaches it through its Unix
   * socket instead, as a gateway on the same machine should: each query costs less than over TCP.
   */
  socketUrl(url: string): string;
  /** A new empty database; answers its URL. */
  createDatabase(prefix?: string): Promise<string>;
  stop(): Promise<void>;
}

const VERSION = '15';
const BIN = `/usr/lib/postgresql/${VERSION}/bin`;

function ensureInstalled(): void {
  if (existsSync(join(BIN, 'postgres'))) return;
  const apt = (...args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  const install = () => apt('install', '-y', '-q', 'postgresql');
  if (!(install() || (apt('update') && install()))) {
    throw new Error(`PostgreSQL ${VERSION} is missing and apt-get could not install it: sudo apt-get install -y postgresql`);
  }
}

/** As root, the programs run as the `postgres` user that the package created. */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function waitUntilReady(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited: ${output()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startPostgresServer(): Promise<PostgresServer> {
  ensureInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'castline-postgres-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const user = runAs();
  execFileSync(join(BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8'], { stdio: 'pipe', cwd: dir, ...user });
  const port = await freePort();
  // Durability settings are off: the tests check the gateway, not the disk, and a test database is thrown away.
  const args = [
    '-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1',
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=500',
  ];
  const server = spawn(join(BIN, 'postgres'), args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir, ...user });
  let log = '';
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log = (log + chunk).slice(-20_000)));
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  await waitUntilReady(url('postgres'), server, () => log);
  return {
    url,
    socketUrl: (tcpUrl) => `postgres://postgres@${encodeURIComponent(dir)}:${port}${new URL(tcpUrl).pathname}`,
    createDatabase: (prefix) => createDatabaseAt(url('postgres'), prefix),
    async stop() {
      // SIGINT is PostgreSQL's fast shutdown: sessions are ended rather than waited for.
      await endChild(server, 'SIGINT', 10_000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Creates a database on a server whose `postgres` database is at `adminUrl` (a copy of `template` when
 * given); answers the new database's URL.
 */
export async function createDatabaseAt(adminUrl: string, prefix = 'castline', template?: string): Promise<string> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // A copy of the template's files: with fsync off, 40–50 ms a database against 110–130 for PostgreSQL
    // 15's default (WAL_LOG), which writes every block of the copy to the write-ahead log.
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template ?? 'template1'}" STRATEGY FILE_COPY`);
  } finally {
    await client.end();
  }
  return adminUrl.replace(/\/[^/]*$/, `/${name}`);
}
