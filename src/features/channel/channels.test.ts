import { describe, expect, it } from 'vitest';
import { channelKeyOfUrl, channelOfUrl, channelUrl, findChannel } from './channels';

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
  it('reads the channel id from any channel URL, and nothing from other parent URLs', () => {
    expect(channelKeyOfUrl(channelUrl('unknown-one'))).toBe('unknown-one');
    expect(channelKeyOfUrl('https://example.com/~/channel/dev')).toBeNull();
    expect(channelKeyOfUrl('https://warpcast.com/~/channel/../x')).toBeNull();
    expect(channelKeyOfUrl(null)).toBeNull();
  });
});
