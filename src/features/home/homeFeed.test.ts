import { describe, expect, it } from 'vitest';
import { homeCastFeed, homeChannelOf, homeFeedOf } from './homeFeed';

describe('homeFeedOf', () => {
  it('opens on Following when signed in and Latest when not', () => {
    expect(homeFeedOf(new URLSearchParams(''), true)).toBe('following');
    expect(homeFeedOf(new URLSearchParams(''), false)).toBe('latest');
    expect(homeFeedOf(new URLSearchParams('feed=following'), false)).toBe('latest');
  });
  it('shows Latest when asked for it or for a channel', () => {
    expect(homeFeedOf(new URLSearchParams('feed=latest'), true)).toBe('latest');
    expect(homeFeedOf(new URLSearchParams('channel=dev'), true)).toBe('latest');
  });
});

describe('homeCastFeed', () => {
  it('reads Following, everyone, or one channel, as the address says', () => {
    expect(homeCastFeed(new URLSearchParams(''), true)).toEqual({ following: true });
    expect(homeCastFeed(new URLSearchParams(''), false)).toEqual({});
    expect(homeCastFeed(new URLSearchParams('feed=latest'), true)).toEqual({});
    expect(homeCastFeed(new URLSearchParams('channel=gardening'), false)).toEqual({ parentChain: 'https://warpcast.com/~/channel/gardening' });
  });
  it('ignores a channel id that is not well formed', () => {
    expect(homeCastFeed(new URLSearchParams('channel=No Such!'), false)).toEqual({});
    expect(homeChannelOf(new URLSearchParams('channel=No Such!'), false)).toBeNull();
  });
});
