import { describe, expect, it } from 'vitest';
import { START_DESC } from './cursor';
import { openDatabase } from './database';
import { networkFeedStore } from './networkFeed';

const cast = (hash: string, fid: number, ts: number) => ({ hash, fid, ts, message: `{"hash":"${hash}"}` });

describe('the network part of Following feeds', () => {
  it('lists the casts of whom a person follows, newest first, paging exactly on (ts, -id)', () => {
    const feed = networkFeedStore(openDatabase(':memory:'));
    feed.setFollows(1, [10, 11]);
    feed.addCasts([cast('0xa', 10, 100), cast('0xb', 11, 200), cast('0xc', 12, 300), cast('0xd', 11, 100), cast('0xa', 10, 999)]);
    const all = feed.page(1, START_DESC, 10);
    expect(all.map((c) => c.hash)).toEqual(['0xb', '0xa', '0xd']);
    const first = feed.page(1, START_DESC, 2);
    const last = first[first.length - 1]!;
    expect(feed.page(1, { ts: last.ts, id: -last.id }, 10).map((c) => c.hash)).toEqual(['0xd']);
    expect(feed.page(2, START_DESC, 10)).toEqual([]);
  });

  it('changes whom a person follows, and tells who follows an account', () => {
    const feed = networkFeedStore(openDatabase(':memory:'));
    feed.setFollows(1, [10, 11]);
    feed.setFollows(2, [11]);
    expect(feed.followersOf(11).sort()).toEqual([1, 2]);
    expect(feed.follow(1, 12)).toBe(true);
    expect(feed.follow(1, 12)).toBe(false);
    feed.unfollow(1, 10);
    feed.setFollows(2, [12]);
    expect(feed.followersOf(10)).toEqual([]);
    expect(feed.followersOf(12).sort()).toEqual([1, 2]);
    expect(feed.people().sort()).toEqual([1, 2]);
    expect(feed.isPerson(1)).toBe(true);
    expect(feed.isPerson(10)).toBe(false);
  });

  it('removes a cast by hash, keeps a cursor per shard, and counts what it changed', () => {
    const feed = networkFeedStore(openDatabase(':memory:'));
    feed.setFollows(1, [10]);
    feed.addCasts([cast('0xa', 10, 1)]);
    feed.removeCast('0xa');
    expect(feed.page(1, START_DESC, 10)).toEqual([]);
    expect(feed.cursor(1)).toBeNull();
    feed.setCursor(1, 16384, 50);
    feed.setCursor(1, 32768, 60);
    feed.setCursor(2, 5, 70);
    expect(feed.cursor(1)).toEqual({ event_id: 32768, read_at: 60 });
    expect(feed.cursor(2)).toEqual({ event_id: 5, read_at: 70 });
    expect(feed.changes()).toBe(6);
  });
});
