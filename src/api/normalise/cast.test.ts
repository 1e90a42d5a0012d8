import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import farquestCasts from '../fixtures/farquest/casts-page.json';
import specCasts from '../fixtures/spec/casts-page.json';
import { bodyOf } from '../fixtures/recorded';
import { castSchema } from './cast';

type RawCast = Record<string, unknown> & { embeds: Record<string, unknown>; mentions: unknown[] };
const specItems = () => (bodyOf(specCasts) as { result: { casts: RawCast[] } }).result.casts;
const farquestItems = () => (bodyOf(farquestCasts) as { result: { casts: RawCast[] } }).result.casts;

describe('castSchema over specification casts', () => {
  it('keeps stripped text and FID mentions, and converts ISO time and boolean flags', () => {
    const cast = v.parse(castSchema, specItems()[0]);
    expect(cast).toMatchObject({
      hash: '0x5b1f6e0c9a3d27e48f0b6c1d2e3f4a5b6c7d8e9f',
      threadHash: '0x5b1f6e0c9a3d27e48f0b6c1d2e3f4a5b6c7d8e9f',
      parentHash: null,
      parentUrl: null,
      text: '🤓  says hello',
      mentions: [{ fid: '1', position: 5 }],
      embeds: { images: ['https://i.imgur.com/Zk1hD3q.png'], urls: ['https://docs.farcaster.xyz/'], quotes: [], quoteHashes: [] },
      external: false,
      parentAuthor: null,
      timestamp: Date.UTC(2024, 3, 5, 12, 0, 0),
      replies: 2,
      likes: 41,
      recasts: 5,
      viewerLiked: true,
      viewerRecasted: false,
      reply: null,
    });
    expect(cast.author).toMatchObject({ fid: '3', username: 'dwr.eth', viewer: { isFollowing: true, isFollowedBy: false } });
  });

  it('reads a reply with its parent author', () => {
    const cast = v.parse(castSchema, specItems()[1]);
    expect(cast.parentHash).toBe('0x5b1f6e0c9a3d27e48f0b6c1d2e3f4a5b6c7d8e9f');
    expect(cast.parentAuthor).toMatchObject({ fid: '3', username: 'dwr.eth' });
    expect(cast.mentions).toEqual([{ fid: '2', position: 8 }]);
  });

  it('reads a channel post with a quoted cast', () => {
    const cast = v.parse(castSchema, specItems()[2]);
    expect(cast.parentUrl).toBe('https://warpcast.com/~/channel/farcaster');
    expect(cast.embeds.quotes.map((quote) => quote.hash)).toEqual(['0x7e4a9f3d2c6b5a07bc3e9f4a5b6c7d8e9f0a1b2c']);
    expect(cast.embeds.quotes[0].embeds.urls).toEqual([
      'https://www.varunsrinivasan.com/2022/01/11/sufficient-decentralization-for-social-networks',
    ]);
    expect(cast.viewerRecasted).toBe(true);
  });
});

describe('the viewer\'s bookmark flag', () => {
  it('reads a boolean (specification) or a record and null (far.quest mode), and stays absent where the gateway keeps no bookmarks', () => {
    expect(v.parse(castSchema, { ...specItems()[0], isSelfBookmark: true }).viewerBookmarked).toBe(true);
    expect(v.parse(castSchema, { ...specItems()[0], isSelfBookmark: false }).viewerBookmarked).toBe(false);
    expect(v.parse(castSchema, { ...farquestItems()[0], isSelfBookmark: { _id: '7' } }).viewerBookmarked).toBe(true);
    expect(v.parse(castSchema, { ...farquestItems()[0], isSelfBookmark: null }).viewerBookmarked).toBe(false);
    expect('viewerBookmarked' in v.parse(castSchema, specItems()[0])).toBe(false);
    expect('viewerBookmarked' in v.parse(castSchema, farquestItems()[0])).toBe(false);
  });
});

describe('castSchema over far.quest casts', () => {
  it('takes @handles out of emoji and CJK text, keeping usernames and stripped-text byte positions', () => {
    const cast = v.parse(castSchema, farquestItems()[0]);
    expect(cast.text).toBe('🤓  says 你好 to  🌏');
    expect(cast.mentions).toEqual([
      { fid: '1', position: 5, username: 'farcaster' },
      { fid: '3', position: 21, username: 'dwr.eth' },
    ]);
  });

  it('converts ms time, {_id}/null flags and counts', () => {
    const cast = v.parse(castSchema, farquestItems()[0]);
    expect(cast).toMatchObject({
      timestamp: 1712318400000,
      viewerLiked: true,
      viewerRecasted: false,
      replies: 4,
      likes: 12,
      recasts: 3,
      parentAuthor: null,
    });
    expect(cast.author.viewer).toEqual({ isFollowing: true, isFollowedBy: false });
  });

  it('flattens image and url records, and splits quotes the response included from those it did not', () => {
    const { embeds } = v.parse(castSchema, farquestItems()[0]);
    expect(embeds.images).toEqual(['https://i.imgur.com/k3Jd8sQ.png']);
    expect(embeds.urls).toEqual(['https://docs.farcaster.xyz/']);
    expect(embeds.quotes.map((quote) => quote.hash)).toEqual(['0x4c8e2a6f0b3d7f1a5c9e3a7c1e5f9b3d7f1a5c9e']);
    expect(embeds.quoteHashes).toEqual(['0xdeadbeef00112233445566778899aabbccddeeff']);
  });

  it('takes the parent URL from channel when parentUrl is absent', () => {
    const raw = farquestItems()[0];
    delete raw.parentUrl;
    expect(v.parse(castSchema, raw).parentUrl).toBe('https://warpcast.com/~/channel/farcaster');
  });

  it('normalises the folded reply recursively, skipping the null mention far.quest gave no position', () => {
    const parent = v.parse(castSchema, farquestItems()[1]);
    expect(parent.hash).toBe('0x6e0a4c8f2b5d9f3a7c1e5a9c3e7f1b5d9f3a7c1e');
    expect(parent.viewerRecasted).toBe(true);
    const reply = parent.reply;
    expect(reply).not.toBeNull();
    expect(reply).toMatchObject({
      hash: '0x8a2c6e0f4b7d1f5a9c3e7a1c5e9f3b7d1f5a9c3e',
      parentHash: parent.hash,
      threadHash: parent.hash,
      text: ' 日本語のテスト🎉 cc ',
      mentions: [
        { fid: '2', position: 0, username: 'v' },
        { fid: '3', position: 30, username: 'dwr.eth' },
      ],
      external: true,
      parentAuthor: { fid: '3' },
    });
    expect(reply?.author.viewer).toEqual({ isFollowing: false, isFollowedBy: true });
  });

  it('reads an L2 cast by an L2 author', () => {
    const cast = v.parse(castSchema, farquestItems()[2]);
    expect(cast.external).toBe(true);
    expect(cast.author.fid).toBe('0x8f3a64b2c9d1e07f5a4b3c2d1e0f9a8b7c6d5e4f');
    expect(cast.text).toBe('gm from L2 ☀️');
    expect(cast.embeds).toEqual({ images: [], urls: [], quotes: [], quoteHashes: [] });
  });

  it('strips the @fid:<fid> handle far.quest inserts for a mentioned user without a username', () => {
    const raw = farquestItems()[2];
    raw.text = 'hi @fid:0x00000000000000000000000000000000000000aa 👋';
    raw.mentions = [{ fid: '0x00000000000000000000000000000000000000AA', external: true }];
    raw.mentionsPositions = [3];
    const cast = v.parse(castSchema, raw);
    expect(cast.text).toBe('hi  👋');
    expect(cast.mentions).toEqual([{ fid: '0x00000000000000000000000000000000000000aa', position: 3 }]);
  });

  it('drops a malformed quote, embed or folded reply instead of failing the cast', () => {
    const raw = farquestItems()[1];
    raw.childCast = { hash: 'no author' };
    raw.embeds = { images: [42, { url: 'https://i.imgur.com/ok.png' }], urls: [{ type: 'url' }], quoteCasts: [{ text: 'no hash' }] };
    const cast = v.parse(castSchema, raw);
    expect(cast.reply).toBeNull();
    expect(cast.embeds).toEqual({ images: ['https://i.imgur.com/ok.png'], urls: [], quotes: [], quoteHashes: [] });
  });

  it('rejects a cast without hash, author or time', () => {
    for (const field of ['hash', 'author', 'timestamp']) {
      const raw = farquestItems()[0];
      delete raw[field];
      expect(v.safeParse(castSchema, raw).success, field).toBe(false);
    }
  });

  it('rejects a cast whose embeds, counts or flags are lists', () => {
    for (const field of ['embeds', 'replies', 'isSelfLike']) {
      const raw: Record<string, unknown> = farquestItems()[0];
      raw[field] = [];
      expect(v.safeParse(castSchema, raw).success, field).toBe(false);
    }
  });
});
