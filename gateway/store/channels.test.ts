import { describe, expect, it } from 'vitest';
import { memoryStore } from '../testing/memoryStore';
import { START_DESC } from './cursor';

const channel = (id: string, name = id) => ({
  id, name, description: `all about ${id}`, imagePath: `/static/${id}.png`, parentUrl: `https://castline.test/${id}`, followerCount: 5, leadFid: '1', createdAt: 100,
});

describe('channels', () => {
  it('are listed most active first, page by page, and found by id or parent URL', () => {
    const { store, user, cast } = memoryStore();
    const alice = user('1');
    store.channels.insert(channel('art'));
    store.channels.insert(channel('books'));
    store.channels.insert(channel('cats'));
    store.channels.insert({ ...channel('art'), name: 'Duplicate' });
    cast(alice, 'b', { parentUrl: 'https://castline.test/books' });
    cast(alice, 'b2', { parentUrl: 'https://castline.test/books' });
    cast(alice, 'c', { parentUrl: 'https://castline.test/cats' });
    const directory = store.channels.directory(START_DESC, 10);
    expect(directory.map((c) => [c.id, c.cast_count])).toEqual([['books', 2], ['cats', 1], ['art', 0]]);
    const [, second] = directory;
    expect(store.channels.directory({ ts: second!.cast_count, id: second!.rowid_ }, 10).map((c) => c.id)).toEqual(['art']);
    expect(store.channels.directory(START_DESC, 1).map((c) => c.id)).toEqual(['books']);
    expect(store.channels.byKey('art')).toMatchObject({ name: 'art', image_path: '/static/art.png', follower_count: 5, lead_fid: '1', created_at: 100 });
    expect(store.channels.byKey('https://castline.test/cats')?.id).toBe('cats');
    expect(store.channels.byKey('dogs')).toBeUndefined();
  });

  it('are searched by the start of their id or name, ids first, with % and _ taken literally', () => {
    const { store } = memoryStore();
    store.channels.insert(channel('music', 'Music'));
    store.channels.insert(channel('tunes', 'Musical tunes'));
    store.channels.insert(channel('a_b'));
    store.channels.insert(channel('axb'));
    expect(store.channels.search('MUS', 10).map((c) => c.id)).toEqual(['music', 'tunes']);
    expect(store.channels.search('mus', 1).map((c) => c.id)).toEqual(['music']);
    expect(store.channels.search('a_', 10).map((c) => c.id)).toEqual(['a_b']);
    expect(store.channels.search('%', 10)).toEqual([]);
  });
});
