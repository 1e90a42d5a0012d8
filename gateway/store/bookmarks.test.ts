import { describe, expect, it } from 'vitest';
import { testStore } from '../testing/testStore';
import { START_DESC } from './cursor';
import { removeCast } from './effects';

describe('bookmarks', () => {
  it('keep a cast once per person, newest first, page by page, and drop out when the cast is deleted', async () => {
    const { store, user, cast } = await testStore();
    const [alice, bob] = [await user('1'), await user('2')];
    const [x, y, z] = [await cast(bob, 'x'), await cast(bob, 'y'), await cast(bob, 'z')];
    expect(await store.bookmarks.add(alice.id, x.hash, 10)).toBe(true);
    expect(await store.bookmarks.add(alice.id, x.hash, 11)).toBe(false);
    await store.bookmarks.add(alice.id, y.hash, 20);
    await store.bookmarks.add(alice.id, z.hash, 30);
    await store.bookmarks.add(bob.id, x.hash, 40);
    expect(await store.bookmarks.has(alice.id, y.hash)).toBe(true);
    expect(await store.bookmarks.has(bob.id, y.hash)).toBe(false);
    expect(await store.bookmarks.count(alice.id)).toBe(3);
    expect(await store.bookmarks.byViewer(alice.id, [x.hash, '0xmissing'])).toEqual(new Map([[x.hash, expect.any(Number)]]));
    expect((await store.bookmarks.byViewer(alice.id, [])).size).toBe(0);
    const page = await store.bookmarks.page(alice.id, START_DESC, 2);
    expect(page.map((b) => [b.cast_hash, b.timestamp])).toEqual([[z.hash, 30], [y.hash, 20]]);
    expect((await store.bookmarks.page(alice.id, { ts: page[1]!.timestamp, id: page[1]!.id }, 10)).map((b) => b.cast_hash)).toEqual([x.hash]);
    await removeCast(store, y);
    expect((await store.bookmarks.page(alice.id, START_DESC, 10)).map((b) => b.cast_hash)).toEqual([z.hash, x.hash]);
    expect(await store.bookmarks.remove(alice.id, z.hash)).toBe(true);
    expect(await store.bookmarks.remove(alice.id, z.hash)).toBe(false);
    expect(await store.bookmarks.count(alice.id)).toBe(2);
  });
});
