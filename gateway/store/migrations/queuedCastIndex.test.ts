import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { newSharedDatabase } from '../../testing/sharedDatabase';
import { searchWords } from '../castSearch';
import { START_DESC } from '../cursor';
import type { Db } from '../database';
import { createStore } from '../store';

const addUser = (db: Db) =>
  db.write(sql`INSERT INTO users (fid, external, username, display_name, bio, bio_mentions, pfp_url, url, registered_at)
    VALUES ('1', 0, 'alice', '', '', '[]', '', '', 0)`);

const addCast = (db: Db, hash: string, text: string) =>
  db.write(sql`INSERT INTO casts (hash, author_id, text, mentions, mentions_positions, embeds, parent_hash, thread_hash, timestamp, external)
    VALUES (${hash}, (SELECT id FROM users), ${text}, '[]', '[]', '[]', NULL, ${hash}, 1, 0)`);

const removeCast = (db: Db, hash: string) => db.write(sql`DELETE FROM casts WHERE hash = ${hash}`);

/** The hashes of the casts that hold `word`, as search finds them. */
const found = async (db: Db, word: string) =>
  (await createStore(db).castSearch.page(searchWords(word)!, START_DESC, 100)).map((match) => match.hash).sort();

/** On SQLite: the queue is empty and the FTS5 index holds exactly the casts' words (its integrity check reads both). */
async function expectIndexInStep(db: Db) {
  if (db.dialect !== 'sqlite') return;
  expect(await db.all(sql`SELECT id FROM casts_fts_queue`)).toEqual([]);
  await db.write(sql`INSERT INTO casts_fts (casts_fts, rank) VALUES ('integrity-check', 1)`);
}

it('finds casts written before the queue and after it, and none removed, whether removed before or after indexing', async () => {
  const open = await newSharedDatabase();
  const before = await open({ schemaUpTo: '006_thread_replies' });
  await addUser(before);
  await addCast(before, '0xold', 'harbour before the queue');
  await addCast(before, '0xgone', 'harbour removed after the queue');

  const db = await open();
  expect(await found(db, 'harbour')).toEqual(['0xgone', '0xold']);
  // Indexed before the queue existed, removed from the index by the new trigger.
  await removeCast(db, '0xgone');
  // In one transaction: two casts queued, one of them removed while still queued.
  await db.transaction(async () => {
    await addCast(db, '0xkept', 'harbour kept');
    await addCast(db, '0xdropped', 'harbour dropped while queued');
    await removeCast(db, '0xdropped');
  });
  expect(await found(db, 'harbour')).toEqual(['0xkept', '0xold']);
  await expectIndexInStep(db);

  // Outside a transaction a cast is indexed before its write answers; an indexed cast removed is gone.
  await addCast(db, '0xalone', 'harbour on its own');
  expect(await found(db, 'harbour')).toEqual(['0xalone', '0xkept', '0xold']);
  await removeCast(db, '0xkept');
  expect(await found(db, 'harbour')).toEqual(['0xalone', '0xold']);
  await expectIndexInStep(db);
});

it('indexes a group of casts committed together, and a group that failed leaves nothing queued', async () => {
  const db = await (await newSharedDatabase())();
  await addUser(db);
  const writes = Array.from({ length: 20 }, (_, i) => db.transaction(() => addCast(db, `0x${i}`, `lighthouse ${i}`), { overlap: true }));
  const failing = db.transaction(async () => {
    await addCast(db, '0xfailed', 'lighthouse that never was');
    throw new Error('refused after its insert');
  });
  await Promise.all(writes);
  await expect(failing).rejects.toThrow('refused after its insert');
  expect(await found(db, 'lighthouse')).toEqual(Array.from({ length: 20 }, (_, i) => `0x${i}`).sort());
  await expectIndexInStep(db);
});
