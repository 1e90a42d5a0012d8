import { describe, expect, it } from 'vitest';
import { testCast } from '../../../queries/testModel';
import { miniAppCast, miniAppContext } from './miniAppContext';

describe('miniAppCast', () => {
  it('names the channel of any channel parent URL, listed anywhere or not', () => {
    expect(miniAppCast(testCast({ parentUrl: 'https://warpcast.com/~/channel/gardening' })).channelKey).toBe('gardening');
  });
  it('has no channel for a cast outside one or under another kind of parent URL', () => {
    expect(miniAppCast(testCast()).channelKey).toBeUndefined();
    expect(miniAppCast(testCast({ parentUrl: 'https://example.com/~/channel/dev' })).channelKey).toBeUndefined();
  });
});

describe('miniAppContext', () => {
  it('tells an app opened from a notification which notification opened it', () => {
    const notification = { notificationId: 'turn-12', title: 'Your turn', body: 'Alice played a word' };
    const context = miniAppContext({
      launch: { name: 'Word Games', url: 'https://games.example/match/12', splashImageUrl: null, splashBackgroundColor: null, imageUrl: null, from: { type: 'notification', notification } },
      identity: null,
      profile: null,
      added: true,
      platform: 'web',
    });
    expect(context.location).toEqual({ type: 'notification', notification });
  });
});
