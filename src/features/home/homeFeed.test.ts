import { describe, expect, it } from 'vitest';
import { homeFeedOf } from './homeFeed';

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
