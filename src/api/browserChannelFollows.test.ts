import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../components/fixtures/memoryStorage';
import { describeError } from '../errors/describeError';
import {
  browserChannelFollowsKey,
  followedHere,
  followHere,
  isFollowedHere,
  MAX_BROWSER_CHANNEL_FOLLOWS,
  unfollowHere,
} from './browserChannelFollows';
import { fidOf } from './ids';

const alice = fidOf('1');
const bob = fidOf('0x8f3a64b2c9d1e07f5a4b3c2d1e0f9a8b7c6d5e4f');

describe('channel follows kept in this browser', () => {
  it('keeps channel ids latest first, each once and in its first place, per account', () => {
    const storage = memoryStorage();
    followHere(storage, alice, 'art');
    followHere(storage, alice, 'dev');
    followHere(storage, alice, 'art');
    followHere(storage, bob, 'gardening');
    expect(followedHere(storage, alice)).toEqual(['dev', 'art']);
    expect(followedHere(storage, bob)).toEqual(['gardening']);
    expect(isFollowedHere(storage, alice, 'art')).toBe(true);
    expect(isFollowedHere(storage, alice, 'gardening')).toBe(false);
    // Only ids are stored, under the account's own key.
    expect(storage.getItem(browserChannelFollowsKey(alice))).toBe(JSON.stringify(['dev', 'art']));
  });

  it('forgets a channel, and the key once the list is empty', () => {
    const storage = memoryStorage();
    followHere(storage, alice, 'art');
    followHere(storage, alice, 'dev');
    unfollowHere(storage, alice, 'art');
    unfollowHere(storage, alice, 'books');
    expect(followedHere(storage, alice)).toEqual(['dev']);
    unfollowHere(storage, alice, 'dev');
    expect(storage.length).toBe(0);
  });

  it('reads what is not a list of channel ids as none, and skips entries that are not ids', () => {
    const storage = memoryStorage();
    storage.setItem(browserChannelFollowsKey(alice), '{not json');
    expect(followedHere(storage, alice)).toEqual([]);
    storage.setItem(browserChannelFollowsKey(alice), JSON.stringify({ art: true }));
    expect(followedHere(storage, alice)).toEqual([]);
    storage.setItem(browserChannelFollowsKey(alice), JSON.stringify(['Art', 7, '../x', null, 'art', 'dev']));
    expect(followedHere(storage, alice)).toEqual(['art', 'dev']);
  });

  it('refuses past the limit in words, losing nothing', () => {
    const storage = memoryStorage();
    storage.setItem(browserChannelFollowsKey(alice), JSON.stringify(Array.from({ length: MAX_BROWSER_CHANNEL_FOLLOWS }, (_, i) => `c${i}`)));
    let refusal: unknown;
    try {
      followHere(storage, alice, 'art');
    } catch (error) {
      refusal = error;
    }
    expect(describeError(refusal)).toBe('At most 1,000 channels in this browser: leave some to follow more.');
    expect(followedHere(storage, alice)).toHaveLength(MAX_BROWSER_CHANNEL_FOLLOWS);
    expect(isFollowedHere(storage, alice, 'art')).toBe(false);
  });
});
