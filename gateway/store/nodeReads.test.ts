import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { nodeReadStore } from './nodeReads';

describe('node reads kept in the database', () => {
  it('keeps the latest answer per path with its time, and counts what it changed', () => {
    const reads = nodeReadStore(openDatabase(':memory:'));
    expect(reads.get('/v1/userDataByFid?fid=1')).toBeUndefined();
    reads.put('/v1/userDataByFid?fid=1', 200, '{"messages":[]}', 1000);
    reads.put('/v1/userDataByFid?fid=1', 400, '{"error":"x"}', 2000);
    expect(reads.get('/v1/userDataByFid?fid=1')).toEqual({ status: 400, body: '{"error":"x"}', fetched_at: 2000 });
    expect(reads.changes()).toBe(2);
  });

  it('remembers each cast\'s author once', () => {
    const reads = nodeReadStore(openDatabase(':memory:'));
    reads.rememberAuthors([{ hash: '0xaa', fid: 5 }, { hash: '0xbb', fid: 6 }]);
    reads.rememberAuthors([{ hash: '0xaa', fid: 7 }]);
    expect(reads.authorOf('0xaa')).toBe(5);
    expect(reads.authorOf('0xbb')).toBe(6);
    expect(reads.authorOf('0xcc')).toBeNull();
    expect(reads.changes()).toBe(2);
  });

  it('keeps the newest answers once there are more than it keeps', () => {
    const db = openDatabase(':memory:');
    const reads = nodeReadStore(db, 100);
    for (let i = 0; i < 500; i++) reads.put(`/v1/castsByFid?fid=${i}`, 200, '{}', i);
    const count = () => (db.prepare('SELECT COUNT(*) AS n FROM node_reads').get() as { n: number }).n;
    expect(count()).toBe(100);
    expect(reads.get('/v1/castsByFid?fid=399')).toBeUndefined();
    expect(reads.get('/v1/castsByFid?fid=400')?.fetched_at).toBe(400);
  });
});
