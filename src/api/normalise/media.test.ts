import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../errors';
import { castSchema } from './cast';
import { readLimits, readPreview, readUploaded } from './media';

describe('Castline route answers', () => {
  it('reads limits, previews and uploads, and refuses malformed ones with a server error', () => {
    expect(readLimits({ embeds: 4, castBytes: 1024, mentions: 10, upload: { maxBytes: 10, maxSide: 2048, maxPixels: 1 } })).toEqual({
      embeds: 4, castBytes: 1024, mentions: 10, upload: { maxBytes: 10, maxSide: 2048 }, delivery: false,
    });
    expect(readLimits({ embeds: 2, castBytes: 320, mentions: 10 }).upload).toBeNull();
    expect(readLimits({ embeds: 4, castBytes: 1024, mentions: 10, delivery: true }).delivery).toBe(true);
    expect(readPreview({ url: 'https://a.b/', title: 'T', miniapp: { version: '1' } })).toEqual({
      url: 'https://a.b/', title: 'T', description: null, image: null, siteName: null, miniapp: { version: '1' },
    });
    expect(readUploaded({ url: 'https://a.b/x.webp', width: 2, height: 3, type: 'image/webp' })).toEqual({ url: 'https://a.b/x.webp', width: 2, height: 3, type: 'image/webp' });
    for (const read of [() => readLimits({ embeds: '4' }), () => readPreview({ title: 'no url' }), () => readUploaded({ url: 'x', width: -1, height: 1, type: 'a' })]) {
      expect(read).toThrow(GatewayError);
    }
  });

  it('keeps far.quest openGraph data on URL embeds as previews, by URL', () => {
    const cast = v.parse(castSchema, {
      hash: '0x01', text: 'x', timestamp: 1, author: { fid: '1', username: 'a' },
      embeds: { images: [], urls: [
        { type: 'url', openGraph: { url: 'https://a.b/page', title: 'A page', description: 'About it', image: 'https://a.b/i.png', domain: 'a.b' } },
        { type: 'url', openGraph: { url: 'https://c.d/' } },
      ] },
    });
    expect(cast.embeds.urls).toEqual(['https://a.b/page', 'https://c.d/']);
    expect(cast.embeds.previews).toEqual({ 'https://a.b/page': { url: 'https://a.b/page', title: 'A page', description: 'About it', image: 'https://a.b/i.png', siteName: 'a.b', miniapp: null } });
  });
});
