import { describe, expect, it } from 'vitest';
import { castOf, followOf, isNotFound, pageOf, profileOf, reactionOf } from './nodeMessages';

// Bodies shaped as Snapchain's HTTP API writes them (src/network/http_server.rs: `Message` :114, `CastId` :433).
const EPOCH = Date.UTC(2021, 0, 1);
const HASH = `0x${'ab'.repeat(20)}`;
const message = (type: string, fid: number, timestamp: number, body: Record<string, unknown>, hash = HASH) => ({
  data: { type, fid, timestamp, network: 'FARCASTER_NETWORK_MAINNET', ...body },
  hash, hashScheme: 'HASH_SCHEME_BLAKE3', signature: 'c2ln', signatureScheme: 'SIGNATURE_SCHEME_ED25519', signer: `0x${'01'.repeat(32)}`,
});
const field = (fid: number, timestamp: number, type: string, value: string) =>
  message('MESSAGE_TYPE_USER_DATA_ADD', fid, timestamp, { userDataBody: { type, value } });

describe('reading a node\'s messages', () => {
  it('builds a profile from user data, the newest value of each field winning', () => {
    const profile = profileOf(7, [
      field(7, 20, 'USER_DATA_TYPE_DISPLAY', 'Newer'),
      field(7, 10, 'USER_DATA_TYPE_DISPLAY', 'Older'),
      field(7, 15, 'USER_DATA_TYPE_USERNAME', 'seven'),
      field(8, 30, 'USER_DATA_TYPE_BIO', 'another FID'),
      field(7, 5, 'USER_DATA_TYPE_LOCATION', 'a field Castline does not show'),
    ]);
    expect(profile).toEqual({ fid: 7, username: 'seven', displayName: 'Newer', bio: '', pfpUrl: '', url: '', since: EPOCH + 5000 });
    expect(profileOf(7, [])).toBeNull();
    expect(profileOf(7, [field(8, 1, 'USER_DATA_TYPE_BIO', 'x'), { data: null }, 'junk'])).toBeNull();
  });

  it('reads a cast with its parent, mentions and embeds, and leaves out what is not a cast', () => {
    const cast = castOf(message('MESSAGE_TYPE_CAST_ADD', 3, 100, {
      castAddBody: {
        embedsDeprecated: [], mentions: [9], mentionsPositions: [2], text: 'hi  there', type: 'CAST',
        parentCastId: { fid: 4, hash: HASH.toUpperCase().replace('0X', '0x') },
        embeds: [{ url: 'https://example.com/a' }, { castId: { fid: 5, hash: HASH } }, { castId: { fid: 5, hash: 'nothex' } }],
      },
    }));
    expect(cast).toEqual({
      hash: HASH, fid: 3, timestamp: EPOCH + 100_000, text: 'hi  there', mentions: [9], mentionsPositions: [2],
      urls: ['https://example.com/a'], quotes: [HASH], parent: { fid: 4, hash: HASH }, parentUrl: null,
    });
    expect(castOf(message('MESSAGE_TYPE_CAST_REMOVE', 3, 100, { castRemoveBody: { targetHash: 'q83v' } }))).toBeNull();
    expect(castOf(message('MESSAGE_TYPE_CAST_ADD', 3, 100, { castAddBody: { text: 'x' } }, 'not-a-hash'))).toBeNull();
    expect(castOf(message('MESSAGE_TYPE_CAST_ADD', 0, 100, { castAddBody: { text: 'x' } }))).toBeNull();
  });

  it('reads follows from either end, and likes and recasts', () => {
    const follow = message('MESSAGE_TYPE_LINK_ADD', 3, 1, { linkBody: { type: 'follow', targetFid: 4 } });
    expect(followOf(follow, 'target')).toBe(4);
    expect(followOf(follow, 'follower')).toBe(3);
    expect(followOf(message('MESSAGE_TYPE_LINK_ADD', 3, 1, { linkBody: { type: 'block', targetFid: 4 } }), 'target')).toBeNull();
    expect(reactionOf(message('MESSAGE_TYPE_REACTION_ADD', 6, 2, { reactionBody: { type: 'REACTION_TYPE_RECAST', targetCastId: { fid: 3, hash: HASH } } })))
      .toEqual({ fid: 6, kind: 'recast', timestamp: EPOCH + 2000 });
    expect(reactionOf(message('MESSAGE_TYPE_REACTION_ADD', 6, 2, { reactionBody: { type: 'REACTION_TYPE_NONE' } }))).toBeNull();
  });

  it('takes an empty nextPageToken for the end, cuts a page to the size asked, and a NotFound refusal for what it is', () => {
    expect(pageOf({ messages: [1, 2], nextPageToken: '' }, (m) => m)).toEqual({ items: [1, 2], nextPageToken: null });
    expect(pageOf({ messages: [], nextPageToken: 'AAE=' }, (m) => m).nextPageToken).toBe('AAE=');
    expect(pageOf('Not Found', (m) => m)).toEqual({ items: [], nextPageToken: null });
    // What a node answers past the page size asked (or past the 1000 a page holds) is not read.
    expect(pageOf({ messages: [1, 2, 3], nextPageToken: 'AAE=' }, (m) => m, 2)).toEqual({ items: [1, 2], nextPageToken: 'AAE=' });
    expect(pageOf({ messages: Array(1500).fill(1) }, (m) => m).items).toHaveLength(1000);
    expect(isNotFound({ error: 'Failed to get cast', error_detail: 'status: NotFound, message: "cast not found", details: [], metadata: MetadataMap { headers: {} }' })).toBe(true);
    expect(isNotFound({ error: 'Failed to get cast', error_detail: 'status: InvalidArgument, message: "bad"' })).toBe(false);
  });
});
