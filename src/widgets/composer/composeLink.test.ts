import { describe, expect, it } from 'vitest';
import { castHashOf } from '../../api/ids';
import { composeHref } from './composeHref';
import { composeContext, draftHref, parseComposeLink } from './composeLink';

const HASH = '0x' + 'Ab'.repeat(20);

describe('compose links', () => {
  it('reads text, every embed, a parent hash and a channel', () => {
    const link = parseComposeLink(new URLSearchParams(`text=gm%20%F0%9F%8C%9E&embeds[]=https://a.example&embeds[]=https://b.example/p.png&channelKey=dev`));
    expect(link).toEqual({ text: 'gm 🌞', embeds: ['https://a.example', 'https://b.example/p.png'], channelKey: 'dev' });
    expect(composeContext(link)).toBe('channel:dev');
  });

  it('takes any well-formed channel id, known to Castline or not', () => {
    expect(parseComposeLink(new URLSearchParams('channelKey=%20Base-Builders')).channelKey).toBe('base-builders');
  });

  it('makes a reply link a reply context and drops the channel, which a reply inherits', () => {
    const link = parseComposeLink(new URLSearchParams(`parentCastHash=${HASH}&channelKey=dev`));
    expect(link).toEqual({ text: '', embeds: [], parentCastHash: HASH.toLowerCase() });
    expect(composeContext(link)).toBe(`reply:${HASH.toLowerCase()}`);
  });

  it('ignores a malformed hash or channel', () => {
    expect(parseComposeLink(new URLSearchParams('parentCastHash=0x12&channelKey=Not%20a%20key'))).toEqual({ text: '', embeds: [] });
    expect(composeContext({})).toBe('new');
  });

  it('builds links that read back the same', () => {
    const link = { text: 'a & b', embeds: ['https://x.example/?q=1&r=2'], quoteCastHash: castHashOf(HASH) };
    const href = composeHref(link);
    expect(parseComposeLink(new URL(href, 'http://app').searchParams)).toEqual(link);
    expect(composeHref({})).toBe('/compose');
  });

  it('continues every kind of kept draft in its own context', () => {
    const hash = `0x${'cd'.repeat(20)}`;
    for (const context of ['new', `reply:${hash}`, `quote:${hash}`, 'channel:dev', 'draft:k3x9a'] as const) {
      const url = new URL(draftHref(context), 'https://castline.test');
      expect(url.pathname).toBe('/compose');
      expect(composeContext(parseComposeLink(url.searchParams))).toBe(context);
    }
    expect(composeContext(parseComposeLink(new URLSearchParams('draft=../x')))).toBe('new');
  });
});
