import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { newSharedDatabase } from '../../testing/sharedDatabase';
import { START_ASC } from '../cursor';
import type { Db } from '../database';
import { createStore } from '../store';

const INDEXES_OF_CASTS = {
  sqlite: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'casts'",
  postgres: "SELECT indexname AS name FROM pg_indexes WHERE tablename = 'casts'",
};
const indexNames = async (db: Db) => (await db.all(sql.raw<{ name: string }>(INDEXES_OF_CASTS[db.dialect]))).map((row) => row.name);

it('indexes only replies by thread, and threads written before read the same', async () => {
  const open = await newSharedDatabase();
  const before = await open({ schemaUpTo: '005_submission_keys' });
  await before.write(sql`INSERT INTO users (fid, external, username, display_name, bio, bio_mentions, pfp_url, url, registered_at)
    VALUES ('1', 0, 'alice', '', '', '[]', '', '', 0)`);
  for (const [hash, parent, ts] of [['0xroot', null, 2], ['0xreply', '0xroot', 3], ['0xother', null, 1]] as const) {
    await before.write(sql`INSERT INTO casts (hash, author_id, text, mentions, mentions_positions, embeds, parent_hash, thread_hash, timestamp, external)
      VALUES (${hash}, (SELECT id FROM users), ${hash}, '[]', '[]', '[]', ${parent}, ${parent ?? hash}, ${ts}, 0)`);
  }
  expect(await indexNames(before)).toContain('casts_thread');

  const after = await open();
  expect((await createStore(after).casts.thread('0xroot', START_ASC, 10)).map((cast) => cast.hash)).toEqual(['0xroot', '0xreply']);
  const names = await indexNames(after);
  expect(names).toContain('casts_replies');
  expect(names).not.toContain('casts_thread');
});
