import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { partialOf, startsWith } from './backupFiles';

/** The first bytes of a pg_dump archive in its custom format. */
const ARCHIVE_HEADER = 'PGDMP';
/** Where Debian and Ubuntu keep each installed PostgreSQL version's programs. */
const DEBIAN_VERSIONS = '/usr/lib/postgresql';

/**
 * The path of pg_dump or pg_restore: in `binDir` when named; else the newest Debian version's (a
 * pg_dump must be at least as new as the server it reads); else the name alone, found on the PATH.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore', binDir?: string): string {
  if (binDir !== undefined) return join(binDir, name);
  const versions = existsSync(DEBIAN_VERSIONS) ? readdirSync(DEBIAN_VERSIONS).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => join(DEBIAN_VERSIONS, v, 'bin', name))
    .find((path) => existsSync(path));
  return newest ?? name;
}

/**
 * The database URL as the PostgreSQL tools take it, with its password moved into their environment
 * (`PGPASSWORD`), where other users' `ps` cannot read it.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.href, env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** The URL as it may be shown: without its password. */
export function shownUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '…';
  return parsed.href;
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? `${program} was not found: install PostgreSQL's client programs, or name their folder with --pg-bin` : error.message)),
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${errors.trim()}`))));
  });
}

/**
 * pg_dump's custom format (`-Fc`) of the database at `url`, written to `out`: pg_dump reads in one
 * transaction, so the archive is the database at one moment while gateways go on writing.
 */
export async function backUpPostgres(url: string, out: string, binDir?: string): Promise<void> {
  const { dbname, env } = connection(url);
  const partial = partialOf(out);
  try {
    await run(postgresTool('pg_dump', binDir), ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`], env);
    renameSync(partial, out);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`SELECT COUNT(*) AS n FROM pg_tables WHERE schemaname = 'public'`);
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/**
 * Restores the archive `from` into the database at `url` with pg_restore, in one transaction (all of it
 * or nothing) and owned by whoever restores it. The database must exist; unless `force`, it must hold no
 * tables, and with `force` what the archive holds replaces what it finds.
 */
export async function restorePostgres(from: string, url: string, force: boolean, binDir?: string): Promise<void> {
  if (!startsWith(from, ARCHIVE_HEADER)) throw new Error(`${from} is not a pg_dump archive: restore a SQLite backup into a SQLite file (--db PATH)`);
  if (!force && (await tablesIn(url)) > 0) {
    throw new Error(`${shownUrl(url)} already holds tables: restore into a new database (createdb), or pass --force to replace what it holds`);
  }
  const { dbname, env } = connection(url);
  const replace = force ? ['--clean', '--if-exists'] : [];
  await run(postgresTool('pg_restore', binDir), ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', ...replace, `--dbname=${dbname}`, from], env);
}
