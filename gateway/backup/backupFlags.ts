import { DEFAULT_DATABASE } from '../store/dialect';

export interface BackupCommand {
  command: 'backup';
  /** The database, as the gateway's `--db` names it. */
  db: string;
  out: string;
  /** The folder of pg_dump and pg_restore, when they are not where `postgresTools.ts` looks. */
  pgBin?: string;
}

export interface RestoreCommand {
  command: 'restore';
  db: string;
  from: string;
  /** Replace what the database already holds. */
  force: boolean;
  pgBin?: string;
}

export class UsageError extends Error {}

export const USAGE = `Usage: npm run gateway:backup -- --out FILE [--db PATH|URL] [--pg-bin DIR]
       npm run gateway:restore -- --from FILE [--db PATH|URL] [--force] [--pg-bin DIR]
  --db PATH|URL   the gateway's database, as its --db names it (default ${DEFAULT_DATABASE}):
                  a SQLite file, or postgres://user[:password]@host[:port]/database
  --out FILE      where the backup is written; it must not exist yet. A SQLite backup is a
                  SQLite file (VACUUM INTO); a PostgreSQL one, pg_dump's custom format (-Fc)
  --from FILE     a backup made by gateway:backup from the same kind of database
  --force         restore over a database that holds data (it is replaced); without it the
                  database must be new: a SQLite file that does not exist, or a PostgreSQL
                  database without tables
  --pg-bin DIR    the folder of pg_dump and pg_restore (default: the newest under
                  /usr/lib/postgresql/*/bin, else the PATH); at least the server's version
Stop every gateway on the database before a restore; a backup may be made while they run.`;

/** `backup` or `restore`, then their flags, as `--flag value` or `--flag=value`. */
export function parseCommand(argv: readonly string[]): BackupCommand | RestoreCommand {
  const [command, ...args] = argv;
  if (command !== 'backup' && command !== 'restore') throw new UsageError('Name the command: backup or restore');
  const values = new Map<string, string>();
  let force = false;
  const accepted = command === 'backup' ? ['--db', '--out', '--pg-bin'] : ['--db', '--from', '--pg-bin'];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (command === 'restore' && arg === '--force') {
      force = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (!accepted.includes(flag)) throw new UsageError(`Unknown flag ${arg}`);
    const value = eq > 0 ? arg.slice(eq + 1) : args[++i];
    if (!value) throw new UsageError(`${flag} needs a value`);
    values.set(flag, value);
  }
  const db = values.get('--db') ?? DEFAULT_DATABASE;
  const pgBin = values.get('--pg-bin');
  const file = values.get(command === 'backup' ? '--out' : '--from');
  if (!file) throw new UsageError(command === 'backup' ? 'Name the file to write the backup to with --out FILE' : 'Name the backup to restore with --from FILE');
  const tools = pgBin === undefined ? {} : { pgBin };
  return command === 'backup' ? { command, db, out: file, ...tools } : { command, db, from: file, force, ...tools };
}
