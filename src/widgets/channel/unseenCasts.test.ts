import { describe, expect, it } from 'vitest';
import { followedChannelName, unseenBadge } from './unseenCasts';

describe('unseen casts of a followed channel', () => {
  it('shows nothing when nothing is new or nothing is counted', () => {
    expect(unseenBadge(0)).toBeNull();
    expect(unseenBadge(null)).toBeNull();
    expect(followedChannelName('art', 0)).toBe('/art');
    expect(followedChannelName('art', null)).toBe('/art');
  });

  it('counts new casts up to 99, then says 99+', () => {
    expect(unseenBadge(1)).toBe('1');
    expect(followedChannelName('art', 1)).toBe('/art, 1 new cast');
    expect(followedChannelName('art', 99)).toBe('/art, 99 new casts');
    expect(unseenBadge(100)).toBe('99+');
    expect(followedChannelName('art', 100)).toBe('/art, 99+ new casts');
  });
});
