import { describe, expect, it } from 'vitest';
import { memoryStore } from '../testing/memoryStore';
import { START_DESC } from './cursor';
import { removeCast } from './effects';

describe('bookmarks', () => {
  it('keep a cast once per person, newest first, page by page, and drop out when the cast is deleted', () => {
    const { store, user, cast } = memoryStore();
    const [alice, bob] = [user('1'), user('2')];
    const [x, y, z] = [cast(bob, 'x'), cast(bob, 'y'), cast(bob, 'z')];
    expect(store.bookmarks.add(alice.id, x.hash, 10)).toBe(true);
    expect(store.bookmarks.add(alice.id, x.hash, 11)).toBe(false);
    store.bookmarks.add(alice.id, y.hash, 20);
    store.bookmarks.add(alice.id, z.hash, 30);
    store.bookmarks.add(bob.id, x.hash, 40);
    expect(store.bookmarks.has(alice.id, y.hash)).toBe(true);
    expect(store.bookmarks.has(bob.id, y.hash)).toBe(false);
    expect(store.bookmarks.count(alice.id)).toBe(3);
    const page = store.bookmarks.page(alice.id, START_DESC, 2);
    expect(page.map((b) => [b.cast_hash, b.timestamp])).toEqual([[z.hash, 30], [y.hash, 20]]);
    expect(store.bookmarks.page(alice.id, { ts: page[1]!.timestamp, id: page[1]!.id }, 10).map((b) => b.cast_hash)).toEqual([x.hash]);
    removeCast(store, y);
    expect(store.bookmarks.page(alice.id, START_DESC, 10).map((b) => b.cast_hash)).toEqual([z.hash, x.hash]);
    expect(store.bookmarks.remove(alice.id, z.hash)).toBe(true);
    expect(store.bookmarks.remove(alice.id, z.hash)).toBe(false);
    expect(store.bookmarks.count(alice.id)).toBe(2);
  });
});
