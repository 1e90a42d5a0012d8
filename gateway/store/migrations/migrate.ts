import { type Kysely, Migrator, type Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { tables } from './001_tables';
import { castSearch } from './002_castSearch';
import { notifications } from './003_notifications';
import { uploads } from './004_uploads';
import { submissionKeys } from './005_submissionKeys';
import { threadReplies } from './006_threadReplies';
import { queuedCastIndex } from './007_queuedCastIndex';
import { scheduledRetries } from './008_scheduledRetries';
import { channelFollows } from './009_channelFollows';
import { miniAppNotifications } from './010_miniAppNotifications';

/** Every migration, in order; a migration once released is never edited, only followed by another. */
const MIGRATIONS = {
  '001_tables': tables,
  '002_cast_search': castSearch,
  '003_notifications': notifications,
  '004_uploads': uploads,
  '005_submission_keys': submissionKeys,
  '006_thread_replies': threadReplies,
  '007_queued_cast_index': queuedCastIndex,
  '008_scheduled_retries': scheduledRetries,
  '009_channel_follows': channelFollows,
  '010_miniapp_notifications': miniAppNotifications,
} satisfies Record<string, (dialect: Dialect) => Migration>;

/** The migrations this version of the gateway brings, in order. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

const SQLITE_BUSY_ATTEMPTS = 20;

/** The name of each migration, in order. */
export type MigrationName = keyof typeof MIGRATIONS;

/**
 * Brings the schema to the latest migration, or up to `last`. On PostgreSQL the migrator holds a lock, so
 * processes starting at once run each migration once; on SQLite a process that finds another migrating
 * waits and tries again (the second finds the work done).
 */
export async function migrate(db: Kysely<unknown>, dialect: Dialect, last?: MigrationName): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => Object.fromEntries(Object.entries(MIGRATIONS).map(([name, make]) => [name, make(dialect)])) },
  });
  for (let attempt = 1; ; attempt++) {
    const { error } = await (last ? migrator.migrateTo(last) : migrator.migrateToLatest());
    if (!error) return;
    const busy = error instanceof Error && /SQLITE_BUSY|database is locked/.test(`${(error as { code?: string }).code} ${error.message}`);
    if (!busy || attempt >= SQLITE_BUSY_ATTEMPTS) throw error;
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
}
