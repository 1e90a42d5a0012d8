import { describe, expect, it } from 'vitest';
import { testChannel } from '../../queries/testModel';
import { channelDisplayName, channelKeyOfUrl, channelUrl } from './channelKey';

describe('channel ids', () => {
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
