import { describe, expect, it } from 'vitest';
import { testStore } from '../testing/testStore';
import { START_DESC } from './cursor';

const channel = (id: string, name = id) => ({
  id, name, description: `all about ${id}`, imagePath: `/static/${id}.png`, parentUrl: `https://castline.test/${id}`, followerCount: 5, leadFid: '1', createdAt: 100,
});

describe('channels', () => {
  it('are listed most active first, page by page, and found by id or parent URL', async () => {
    const { store, user, cast } = await testStore();
    const alice = await user('1');
    await store.channels.insert(channel('art'));
    await store.channels.insert(channel('books'));
    await store.channels.insert(channel('cats'));
    await store.channels.insert({ ...channel('art'), name: 'Duplicate' });
    await cast(alice, 'b', { parentUrl: 'https://castline.test/books' });
    await cast(alice, 'b2', { parentUrl: 'https://castline.test/books' });
    await cast(alice, 'c', { parentUrl: 'https://castline.test/cats' });
    const directory = await store.channels.directory(START_DESC, 10);
    expect(directory.map((c) => [c.id, c.cast_count])).toEqual([['books', 2], ['cats', 1], ['art', 0]]);
    const [, second] = directory;
    expect((await store.channels.directory({ ts: second!.cast_count, id: second!.rowid_ }, 10)).map((c) => c.id)).toEqual(['art']);
    expect((await store.channels.directory(START_DESC, 1)).map((c) => c.id)).toEqual(['books']);
    expect(await store.channels.byKey('art')).toMatchObject({ name: 'art', image_path: '/static/art.png', follower_count: 5, lead_fid: '1', created_at: 100, cast_count: 0 });
    expect((await store.channels.byKey('https://castline.test/cats'))?.id).toBe('cats');
    expect(await store.channels.byKey('dogs')).toBeUndefined();
  });

  it('are searched by the start of their id or name in any case, ids first, with % and _ taken literally', async () => {
    const { store } = await testStore();
    await store.channels.insert(channel('music', 'Music'));
    await store.channels.insert(channel('tunes', 'Musical tunes'));
    await store.channels.insert(channel('a_b'));
    await store.channels.insert(channel('axb'));
    const ids = async (prefix: string, limit: number) => (await store.channels.search(prefix, limit)).map((c) => c.id);
    expect(await ids('MUS', 10)).toEqual(['music', 'tunes']);
    expect(await ids('mus', 1)).toEqual(['music']);
    expect(await ids('a_', 10)).toEqual(['a_b']);
    expect(await ids('%', 10)).toEqual([]);
  });
});
