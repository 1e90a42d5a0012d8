import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newTestDatabase } from '../testing/testDatabase';
import { START_DESC } from './cursor';
import { openDatabase } from './database';
import { networkFeedStore } from './networkFeed';

const cast = (hash: string, fid: number, ts: number) => ({ hash, fid, ts, message: `{"hash":"${hash}"}` });

const database = async () => openDatabase(await newTestDatabase());

const newFeed = async () => networkFeedStore(await database());

describe('the network part of Following feeds', () => {
  it('lists the casts of whom a person follows, newest first, paging exactly on (ts, -id)', async () => {
    const feed = await newFeed();
    await feed.setFollows(1, [10, 11]);
    await feed.addCasts([cast('0xa', 10, 100), cast('0xb', 11, 200), cast('0xc', 12, 300), cast('0xd', 11, 100), cast('0xa', 10, 999)]);
    const all = await feed.page(1, START_DESC, 10);
    expect(all.map((c) => c.hash)).toEqual(['0xb', '0xa', '0xd']);
    const first = await feed.page(1, START_DESC, 2);
    const last = first[first.length - 1]!;
    expect((await feed.page(1, { ts: last.ts, id: -last.id }, 10)).map((c) => c.hash)).toEqual(['0xd']);
    expect(await feed.page(2, START_DESC, 10)).toEqual([]);
  });

  it('changes whom a person follows, and tells who follows an account', async () => {
    const feed = await newFeed();
    await feed.setFollows(1, [10, 11]);
    await feed.setFollows(2, [11]);
    expect((await feed.followersOf(11)).sort()).toEqual([1, 2]);
    expect(await feed.follow(1, 12)).toBe(true);
    expect(await feed.follow(1, 12)).toBe(false);
    await feed.unfollow(1, 10);
    await feed.setFollows(2, [12]);
    expect(await feed.followersOf(10)).toEqual([]);
    expect((await feed.followersOf(12)).sort()).toEqual([1, 2]);
    expect((await feed.people()).sort()).toEqual([1, 2]);
    expect(await feed.isPerson(1)).toBe(true);
    expect(await feed.isPerson(10)).toBe(false);
    await feed.setFollows(1, []);
    expect(await feed.isPerson(1)).toBe(false);
  });

  it('keeps follows and casts given by the thousand, each once', async () => {
    const db = await database();
    const feed = networkFeedStore(db);
    const targets = Array.from({ length: 1200 }, (_, i) => 100 + i);
    await feed.setFollows(1, [...targets, 100]);
    await feed.addCasts(targets.map((fid, i) => cast(`0x${fid}`, fid, i)));
    await feed.addCasts([]);
    const count = async (table: 'network_follows' | 'network_casts') =>
      (await db.first(sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`))!.n;
    expect([await count('network_follows'), await count('network_casts')]).toEqual([1200, 1200]);
    expect((await feed.page(1, START_DESC, 1))[0]!.hash).toBe('0x1299');
  });

  it('removes a cast by hash, keeps a cursor per shard, and moves no read', async () => {
    const db = await database();
    const feed = networkFeedStore(db);
    await feed.setFollows(1, [10]);
    await feed.addCasts([cast('0xa', 10, 1)]);
    await feed.removeCast('0xa');
    expect(await feed.page(1, START_DESC, 10)).toEqual([]);
    expect(await feed.cursor(1)).toBeNull();
    await feed.setCursor(1, 16384, 50);
    await feed.setCursor(1, 32768, 60);
    await feed.setCursor(2, 5, 70);
    expect(await feed.cursor(1)).toEqual({ event_id: 32768, read_at: 60 });
    expect(await feed.cursor(2)).toEqual({ event_id: 5, read_at: 70 });
    expect(db.ownWrites()).toBe(0);
  });
});
