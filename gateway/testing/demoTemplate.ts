import { sql } from 'kysely';
import { prepareDatabase } from '../server';
import { openDatabase } from '../store/database';

/**
 * Seeds the demo data into the database at `location`, for test gateways to copy instead of seeding
 * their own (a copy takes a fraction of a second, the seed about a second of CPU). Its token secret is
 * removed, so every copy makes its own and no two test gateways accept each other's tokens.
 */
export async function seedDemoTemplate(location: string): Promise<void> {
  await prepareDatabase({ db: location, seed: 'demo', quiet: true });
  const db = await openDatabase(location);
  await db.bookkeep(sql`DELETE FROM meta WHERE key = 'token_secret'`);
  await db.close();
}
