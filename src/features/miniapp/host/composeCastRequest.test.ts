import type { ComposeCast } from '@farcaster/miniapp-host';
import { describe, expect, it } from 'vitest';
import { composeCastRequest } from './composeCastRequest';

const HASH = `0x${'Ab'.repeat(20)}`;
const ask = (options: unknown) => composeCastRequest(options as ComposeCast.Options<boolean | undefined>);

describe('composeCastRequest', () => {
  it('takes any well-formed channel id, lowercased', () => {
    expect(ask({ text: 'gm', channelKey: 'Gardening' })).toEqual({ text: 'gm', embeds: [], channelKey: 'gardening' });
    expect(ask({ channelKey: 'base-builders' }).channelKey).toBe('base-builders');
  });
  it('drops a malformed channel id', () => {
    for (const channelKey of ['not a key', '../dev', '', 'x'.repeat(65), 7]) expect(ask({ channelKey }), String(channelKey)).toEqual({ text: '', embeds: [] });
  });
  it('replies to a well-formed cast hash, leaving out the channel', () => {
    expect(ask({ parent: { type: 'cast', hash: HASH }, channelKey: 'dev' })).toEqual({ text: '', embeds: [], parentHash: HASH.toLowerCase() });
    expect(ask({ parent: { type: 'cast', hash: '0x12' }, channelKey: 'dev' })).toEqual({ text: '', embeds: [], channelKey: 'dev' });
  });
  it('keeps at most two embeds, and only text', () => {
    expect(ask({ embeds: ['https://a.example', 5, 'https://b.example', 'https://c.example'] }).embeds).toEqual(['https://a.example', 'https://b.example']);
    expect(ask({ text: 42 }).text).toBe('');
  });
});
