import { describe, expect, it } from 'vitest';
import { testCast } from '../../../queries/testModel';
import { miniAppCast } from './miniAppContext';

describe('miniAppCast', () => {
  it('names the channel of any channel parent URL, listed anywhere or not', () => {
    expect(miniAppCast(testCast({ parentUrl: 'https://warpcast.com/~/channel/gardening' })).channelKey).toBe('gardening');
  });
  it('has no channel for a cast outside one or under another kind of parent URL', () => {
    expect(miniAppCast(testCast()).channelKey).toBeUndefined();
    expect(miniAppCast(testCast({ parentUrl: 'https://example.com/~/channel/dev' })).channelKey).toBeUndefined();
  });
});
