import { describe, expect, it } from 'vitest';
import { testChannel } from '../../queries/testModel';
import { channelDisplayName, channelKeyOfUrl, channelUrl, parseChannelKey } from './channelKey';

describe('channel ids', () => {
  it('accepts any well-formed id, lowercased and trimmed, and nothing else', () => {
    expect(parseChannelKey('gardening')).toBe('gardening');
    expect(parseChannelKey(' Base-Builders ')).toBe('base-builders');
    expect(parseChannelKey('a'.repeat(64))).toBe('a'.repeat(64));
    for (const bad of ['', '   ', 'a'.repeat(65), 'not a key', '../x', 'dev/art', 'ünï', null, undefined, 7]) {
      expect(parseChannelKey(bad), String(bad)).toBeNull();
    }
  });
  it('round-trips a channel id through its parent URL', () => {
    expect(channelUrl('dev')).toBe('https://warpcast.com/~/channel/dev');
    expect(channelKeyOfUrl(channelUrl('unknown-one'))).toBe('unknown-one');
  });
  it('reads nothing from other parent URLs', () => {
    expect(channelKeyOfUrl('https://example.com/~/channel/dev')).toBeNull();
    expect(channelKeyOfUrl('https://warpcast.com/~/channel/../x')).toBeNull();
    expect(channelKeyOfUrl('https://warpcast.com/~/channel/')).toBeNull();
    expect(channelKeyOfUrl(null)).toBeNull();
  });
  it('names a channel by its record, else by its id', () => {
    expect(channelDisplayName('art', testChannel({ key: 'art', name: 'Art' }))).toBe('Art');
    expect(channelDisplayName('art', null)).toBe('/art');
    expect(channelDisplayName('art', undefined)).toBe('/art');
  });
});
