import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { newSharedDatabase } from '../../testing/sharedDatabase';
import { messageLog } from '../messageLog';

it('moves each logged message its submission key, from the table that held them, onto its row', async () => {
  const open = await newSharedDatabase();
  const before = await open({ schemaUpTo: '004_uploads' });
  for (const [hash, key] of [['0xaa', '0xkey-a'], ['0xbb', '0xkey-b']]) {
    await before.write(sql`INSERT INTO messages (hash, fid, message_type, timestamp, raw, external, created_at)
      VALUES (${hash}, '1', 1, 5, ${Buffer.from([1])}, 1, 6)`);
    await before.write(sql`INSERT INTO message_keys (key, hash) VALUES (${key}, ${hash})`);
  }
  const after = await open();
  const log = messageLog(after);
  expect(await log.clashes('0xkey-a', '0xcc')).toEqual({ sameSubmission: '0xaa', hashTaken: false });
  expect(await log.clashes('0xkey-b', '0xaa')).toEqual({ sameSubmission: '0xbb', hashTaken: true });
  expect(await after.all(sql`SELECT hash, submission_key FROM messages ORDER BY hash`)).toEqual([
    { hash: '0xaa', submission_key: '0xkey-a' },
    { hash: '0xbb', submission_key: '0xkey-b' },
  ]);
  const tables = await after.all(sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.raw(after.dialect === 'sqlite' ? 'sqlite_master WHERE name' : 'information_schema.tables WHERE table_name')} = 'message_keys'`);
  expect(Number(tables[0]!.n)).toBe(0);
});
