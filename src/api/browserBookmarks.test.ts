import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../components/fixtures/memoryStorage';
import { describeError } from '../errors/describeError';
import { browserBookmarksKey, forget, isKept, keep, keptHashes, MAX_BROWSER_BOOKMARKS } from './browserBookmarks';
import { castHashOf, fidOf } from './ids';

const alice = fidOf('1');
const bob = fidOf('0x8f3a64b2c9d1e07f5a4b3c2d1e0f9a8b7c6d5e4f');
const hash = (n: number) => castHashOf(`0x${n.toString(16).padStart(40, '0')}`);

describe('bookmarks kept in this browser', () => {
  it('keeps hashes newest first, each once and in its first place, per account', () => {
    const storage = memoryStorage();
    keep(storage, alice, hash(1));
    keep(storage, alice, hash(2));
    keep(storage, alice, hash(1));
    keep(storage, bob, hash(3));
    expect(keptHashes(storage, alice)).toEqual([hash(2), hash(1)]);
    expect(keptHashes(storage, bob)).toEqual([hash(3)]);
    expect(isKept(storage, alice, hash(1))).toBe(true);
    expect(isKept(storage, alice, hash(3))).toBe(false);
    // Only hashes are stored, under the account's own key.
    expect(storage.getItem(browserBookmarksKey(alice))).toBe(JSON.stringify([hash(2), hash(1)]));
  });

  it('forgets a hash, and the key once the list is empty', () => {
    const storage = memoryStorage();
    keep(storage, alice, hash(1));
    keep(storage, alice, hash(2));
    forget(storage, alice, hash(1));
    forget(storage, alice, hash(9));
    expect(keptHashes(storage, alice)).toEqual([hash(2)]);
    forget(storage, alice, hash(2));
    expect(storage.length).toBe(0);
  });

  it('reads what is not a list of hashes as none, and skips entries that are not hashes', () => {
    const storage = memoryStorage();
    storage.setItem(browserBookmarksKey(alice), '{not json');
    expect(keptHashes(storage, alice)).toEqual([]);
    storage.setItem(browserBookmarksKey(alice), JSON.stringify({ a: 1 }));
    expect(keptHashes(storage, alice)).toEqual([]);
    storage.setItem(browserBookmarksKey(alice), JSON.stringify([hash(1).toUpperCase().replace('0X', '0x'), 7, '0x12', null]));
    expect(keptHashes(storage, alice)).toEqual([hash(1)]);
  });

  it('refuses past the limit in words, losing nothing', () => {
    const storage = memoryStorage();
    storage.setItem(browserBookmarksKey(alice), JSON.stringify(Array.from({ length: MAX_BROWSER_BOOKMARKS }, (_, i) => hash(i + 1))));
    let refusal: unknown;
    try {
      keep(storage, alice, hash(0));
    } catch (error) {
      refusal = error;
    }
    expect(describeError(refusal)).toBe('At most 10,000 bookmarks in this browser: remove some to add more.');
    expect(keptHashes(storage, alice)).toHaveLength(MAX_BROWSER_BOOKMARKS);
    expect(isKept(storage, alice, hash(0))).toBe(false);
  });
});
