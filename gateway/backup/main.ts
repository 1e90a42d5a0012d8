import { existsSync, statSync } from 'node:fs';
import { dialectOf } from '../store/dialect';
import { parseCommand, USAGE, UsageError, type BackupCommand, type RestoreCommand } from './backupFlags';
import { backUpPostgres, restorePostgres, shownUrl } from './postgresBackup';
import { backUpSqlite, restoreSqlite } from './sqliteBackup';

const shown = (db: string) => (dialectOf(db) === 'postgres' ? shownUrl(db) : db);

async function backUp({ db, out, pgBin }: BackupCommand): Promise<string> {
  if (existsSync(out)) throw new Error(`${out} already exists: name a new file, or delete it first`);
  if (dialectOf(db) === 'postgres') await backUpPostgres(db, out, pgBin);
  else backUpSqlite(db, out);
  return `Backed up ${shown(db)} to ${out} (${Math.ceil(statSync(out).size / 1024)} KiB)`;
}

async function restore({ db, from, force, pgBin }: RestoreCommand): Promise<string> {
  if (!existsSync(from)) throw new Error(`${from} does not exist`);
  if (dialectOf(db) === 'postgres') await restorePostgres(from, db, force, pgBin);
  else restoreSqlite(from, db, force);
  return `Restored ${from} into ${shown(db)}: start the gateway on it with --db as here`;
}

/** `npm run gateway:backup` and `npm run gateway:restore` (scripts/gateway-backup.mjs). */
async function main(): Promise<void> {
  let command: BackupCommand | RestoreCommand;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.log(command.command === 'backup' ? await backUp(command) : await restore(command));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
