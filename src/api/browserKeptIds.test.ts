import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../components/fixtures/memoryStorage';
import { describeError } from '../errors/describeError';
import { browserBookmarks, MAX_BROWSER_BOOKMARKS } from './bookmarks';
import { browserChannelFollows, MAX_BROWSER_CHANNEL_FOLLOWS } from './channelFollows';
import { castHashOf, fidOf } from './ids';

const alice = fidOf('1');
const bob = fidOf('0x8f3a64b2c9d1e07f5a4b3c2d1e0f9a8b7c6d5e4f');
const hash = (n: number) => castHashOf(`0x${n.toString(16).padStart(40, '0')}`);

function refusal(act: () => void): string {
  try {
    act();
  } catch (error) {
    return describeError(error);
  }
  return 'nothing refused';
}

describe('ids kept in this browser', () => {
  it('keeps ids latest first, each once and in its first place, per account, and only the ids', () => {
    const storage = memoryStorage();
    browserChannelFollows.add(storage, alice, 'art');
    browserChannelFollows.add(storage, alice, 'dev');
    browserChannelFollows.add(storage, alice, 'art');
    browserChannelFollows.add(storage, bob, 'gardening');
    expect(browserChannelFollows.all(storage, alice)).toEqual(['dev', 'art']);
    expect(browserChannelFollows.all(storage, bob)).toEqual(['gardening']);
    expect(browserChannelFollows.has(storage, alice, 'art')).toBe(true);
    expect(browserChannelFollows.has(storage, alice, 'gardening')).toBe(false);
    expect(storage.getItem(browserChannelFollows.storageKey(alice))).toBe(JSON.stringify(['dev', 'art']));
    browserBookmarks.add(storage, alice, hash(1));
    expect(storage.getItem(browserBookmarks.storageKey(alice))).toBe(JSON.stringify([hash(1)]));
  });

  it('forgets an id, and the key once the list is empty', () => {
    const storage = memoryStorage();
    browserBookmarks.add(storage, alice, hash(1));
    browserBookmarks.add(storage, alice, hash(2));
    browserBookmarks.remove(storage, alice, hash(1));
    browserBookmarks.remove(storage, alice, hash(9));
    expect(browserBookmarks.all(storage, alice)).toEqual([hash(2)]);
    browserBookmarks.remove(storage, alice, hash(2));
    expect(storage.length).toBe(0);
  });

  it('reads what is not a list of ids as none, and skips and folds entries as each list reads them', () => {
    const storage = memoryStorage();
    const bookmarksKey = browserBookmarks.storageKey(alice);
    storage.setItem(bookmarksKey, '{not json');
    expect(browserBookmarks.all(storage, alice)).toEqual([]);
    storage.setItem(bookmarksKey, JSON.stringify({ a: 1 }));
    expect(browserBookmarks.all(storage, alice)).toEqual([]);
    storage.setItem(bookmarksKey, JSON.stringify([hash(1).toUpperCase().replace('0X', '0x'), 7, '0x12', null]));
    expect(browserBookmarks.all(storage, alice)).toEqual([hash(1)]);
    storage.setItem(browserChannelFollows.storageKey(alice), JSON.stringify(['Art', 7, '../x', null, 'art', 'dev']));
    expect(browserChannelFollows.all(storage, alice)).toEqual(['art', 'dev']);
  });

  it('refuses past the limit in words, losing nothing', () => {
    const storage = memoryStorage();
    storage.setItem(browserBookmarks.storageKey(alice), JSON.stringify(Array.from({ length: MAX_BROWSER_BOOKMARKS }, (_, i) => hash(i + 1))));
    expect(refusal(() => browserBookmarks.add(storage, alice, hash(0)))).toBe('At most 10,000 bookmarks in this browser: remove some to add more.');
    expect(browserBookmarks.all(storage, alice)).toHaveLength(MAX_BROWSER_BOOKMARKS);
    storage.setItem(browserChannelFollows.storageKey(alice), JSON.stringify(Array.from({ length: MAX_BROWSER_CHANNEL_FOLLOWS }, (_, i) => `c${i}`)));
    expect(refusal(() => browserChannelFollows.add(storage, alice, 'art'))).toBe('At most 1,000 channels in this browser: leave some to follow more.');
    expect(browserChannelFollows.has(storage, alice, 'art')).toBe(false);
  });

  it('reads a page at a time, ten at most, with the offset as its cursor; what reads as nothing drops out', async () => {
    const storage = memoryStorage();
    for (let i = 0; i < 12; i++) browserChannelFollows.add(storage, alice, `c${i}`);
    const read = async (key: string) => (key === 'c10' ? null : key.toUpperCase());
    const first = await browserChannelFollows.page(storage, alice, { limit: 25 }, read);
    expect(first).toEqual({ items: ['C11', 'C9', 'C8', 'C7', 'C6', 'C5', 'C4', 'C3', 'C2'], next: '10' });
    expect(await browserChannelFollows.page(storage, alice, { cursor: first.next! }, read)).toEqual({ items: ['C1', 'C0'], next: null });
    expect(await browserChannelFollows.page(storage, alice, { cursor: 'x', limit: 2 }, read)).toEqual({ items: ['C11'], next: '2' });
  });
});
