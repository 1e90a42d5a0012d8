import { describe, expect, it } from 'vitest';
import { channelOfUrl, channelUrl, findChannel } from './channels';

describe('channels', () => {
  it('round-trips a channel key through its parent URL', () => {
    expect(channelUrl('dev')).toBe('https://warpcast.com/~/channel/dev');
    expect(channelOfUrl(channelUrl('dev'))?.name).toBe('Dev');
  });
  it('knows only its own channels', () => {
    expect(findChannel('nope')).toBeUndefined();
    expect(channelOfUrl('https://example.com/~/channel/dev')).toBeUndefined();
    expect(channelOfUrl(null)).toBeUndefined();
  });
});
