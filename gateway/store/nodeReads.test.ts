import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newTestDatabase } from '../testing/testDatabase';
import { openDatabase } from './database';
import { nodeReadStore } from './nodeReads';

const database = async () => openDatabase(await newTestDatabase());

describe('node reads kept in the database', () => {
  it('keeps the latest answer per path with its time, and moves no read', async () => {
    const db = await database();
    const reads = nodeReadStore(db);
    expect(await reads.get('/v1/userDataByFid?fid=1')).toBeUndefined();
    await reads.put('/v1/userDataByFid?fid=1', 200, '{"messages":[]}', 1000);
    await reads.put('/v1/userDataByFid?fid=1', 400, '{"error":"x"}', 2000);
    expect(await reads.get('/v1/userDataByFid?fid=1')).toEqual({ status: 400, body: '{"error":"x"}', fetched_at: 2000 });
    expect(db.ownWrites()).toBe(0);
  });

  it('remembers each cast\'s author once', async () => {
    const reads = nodeReadStore(await database());
    await reads.rememberAuthors([{ hash: '0xaa', fid: 5 }, { hash: '0xbb', fid: 6 }]);
    await reads.rememberAuthors([{ hash: '0xaa', fid: 7 }]);
    await reads.rememberAuthors([]);
    expect(await reads.authorOf('0xaa')).toBe(5);
    expect(await reads.authorOf('0xbb')).toBe(6);
    expect(await reads.authorOf('0xcc')).toBeNull();
  });

  it('keeps the newest answers once there are more than it keeps', async () => {
    const db = await database();
    const reads = nodeReadStore(db, 100);
    for (let i = 0; i < 500; i++) await reads.put(`/v1/castsByFid?fid=${i}`, 200, '{}', i);
    const count = async () => (await db.first(sql<{ n: number }>`SELECT COUNT(*) AS n FROM node_reads`))!.n;
    expect(await count()).toBe(100);
    expect(await reads.get('/v1/castsByFid?fid=399')).toBeUndefined();
    expect((await reads.get('/v1/castsByFid?fid=400'))?.fetched_at).toBe(400);
  });
});
