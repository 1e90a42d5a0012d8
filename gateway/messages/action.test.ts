import { MessageData } from '@farcaster/core';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../domainErrors';
import { parseOverrides, toAction } from './action';

const hash = (byte: number) => new Uint8Array(20).fill(byte);
const hex20 = (byte: number) => `0x${byte.toString(16).padStart(2, '0').repeat(20)}`;
const address = `0x${'ab'.repeat(20)}`;

const castBody = (extra: object = {}) => ({ text: 'hello', mentions: [], mentionsPositions: [], embeds: [], embedsDeprecated: [], type: 0, ...extra });
const data = (partial: object) => MessageData.fromPartial({ fid: 1, network: 1, timestamp: 1, ...partial });
const cast = (extra: object = {}) => data({ type: 1, castAddBody: castBody(extra) });

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInputError);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('parseOverrides', () => {
  it('takes nothing as no overrides, and FID strings in their own shapes, lowercased', () => {
    expect(parseOverrides(undefined)).toEqual({});
    expect(parseOverrides(null)).toEqual({});
    expect(parseOverrides({})).toEqual({});
    expect(parseOverrides({ mentions: ['3', address.toUpperCase().replace('0X', '0x')], parentCastId: { fid: '2' }, targetCastId: { fid: '9' }, targetFid: address })).toEqual({
      mentions: ['3', address], parentCastId: { fid: '2' }, targetCastId: { fid: '9' }, targetFid: address,
    });
    expect(parseOverrides({ mentions: Array(10).fill('1') }).mentions).toHaveLength(10);
  });

  it.each([
    [[], 'bodyOverrides must be an object'],
    ['x', 'bodyOverrides must be an object'],
    [{ mentions: [], extra: 1 }, 'bodyOverrides may only hold mentions, parentCastId, targetCastId, targetFid'],
    [{ mentions: '1' }, 'bodyOverrides.mentions must be an array of at most 10 FID strings'],
    [{ mentions: Array(11).fill('1') }, 'bodyOverrides.mentions must be an array of at most 10 FID strings'],
    [{ mentions: [1] }, 'bodyOverrides.mentions must be an FID string'],
    [{ mentions: ['01'] }, 'bodyOverrides.mentions must be an FID string'],
    [{ mentions: ['1 '] }, 'bodyOverrides.mentions must be an FID string'],
    [{ mentions: ['0x1234'] }, 'bodyOverrides.mentions must be an FID string'],
    [{ mentions: ['12345678901234567'] }, 'bodyOverrides.mentions must be an FID string'],
    [{ targetFid: 'x1' }, 'bodyOverrides.targetFid must be an FID string'],
    [{ parentCastId: '2' }, 'bodyOverrides.parentCastId must be {"fid": "<fid>"}'],
    [{ parentCastId: [] }, 'bodyOverrides.parentCastId must be {"fid": "<fid>"}'],
    [{ parentCastId: { fid: '2', hash: '0x' } }, 'bodyOverrides.parentCastId must be {"fid": "<fid>"}'],
    [{ parentCastId: { fid: 2 } }, 'bodyOverrides.parentCastId.fid must be an FID string'],
    [{ targetCastId: null }, 'bodyOverrides.targetCastId must be {"fid": "<fid>"}'],
  ])('refuses %j: %s', (value, reason) => {
    expect(refusal(() => parseOverrides(value))).toBe(reason);
  });
});

describe('toAction: casts', () => {
  it('keeps text, mentions, parent and sorts embeds into images, links and quotes', () => {
    const action = toAction(
      cast({
        text: 'hi  there',
        mentions: [7],
        mentionsPositions: [3],
        parentCastId: { fid: 2, hash: hash(1) },
        embeds: [{ url: 'https://x.test/a.PNG?size=1' }, { url: 'https://x.test/page' }, { castId: { fid: 3, hash: hash(2) } }],
        embedsDeprecated: ['https://x.test/b.webp'],
      }),
      {},
    );
    expect(action).toEqual({
      kind: 'castAdd',
      text: 'hi  there',
      mentions: ['7'],
      mentionsPositions: [3],
      embeds: { images: ['https://x.test/a.PNG?size=1', 'https://x.test/b.webp'], urls: ['https://x.test/page'], quotes: [hex20(2)] },
      parentHash: hex20(1),
      parentUrl: null,
    });
  });

  it('takes L2 mentions from the overrides, a parent URL, and a cast of a mention alone or an embed alone', () => {
    expect(toAction(cast({ text: ' hi', mentions: [0], mentionsPositions: [0] }), { mentions: [address] })).toMatchObject({ mentions: [address] });
    expect(toAction(cast({ parentUrl: 'https://ch.test' }), {})).toMatchObject({ parentUrl: 'https://ch.test', parentHash: null });
    expect(toAction(cast({ text: '', mentions: [2], mentionsPositions: [0] }), {})).toMatchObject({ text: '', mentions: ['2'] });
    expect(toAction(cast({ text: '', embeds: [{ url: 'https://x.test' }] }), {})).toMatchObject({ embeds: { urls: ['https://x.test'] } });
    expect(toAction(cast({ text: 'é'.repeat(512), mentions: [2], mentionsPositions: [1024] }), {})).toMatchObject({ mentionsPositions: [1024] });
    expect(toAction(cast({ mentions: [2, 3], mentionsPositions: [1, 1] }), {})).toMatchObject({ mentionsPositions: [1, 1] });
    expect(toAction(cast({ embeds: [{ url: 'u'.repeat(256) }], embedsDeprecated: ['a', 'b', 'c'], parentUrl: 'p'.repeat(256) }), {})).toMatchObject({ kind: 'castAdd' });
  });

  it.each([
    [{ text: 'é'.repeat(513) }, 'cast text is longer than 1024 bytes'],
    [{ mentions: Array(11).fill(2), mentionsPositions: Array(11).fill(0) }, 'a cast has at most 10 mentions'],
    [{ mentions: [2], mentionsPositions: [] }, 'mentions and mentionsPositions differ in length'],
    [{ text: 'abc', mentions: [2], mentionsPositions: [4] }, 'mentionsPositions must be non-decreasing byte offsets within the text'],
    [{ text: 'abc', mentions: [2, 3], mentionsPositions: [2, 1] }, 'mentionsPositions must be non-decreasing byte offsets within the text'],
    [{ parentCastId: { fid: 2, hash: hash(1) }, parentUrl: 'https://ch.test' }, 'a cast has a parent cast or a parent URL, not both'],
    [{ parentUrl: '' }, 'parentUrl must be 1 to 256 bytes'],
    [{ parentUrl: 'p'.repeat(257) }, 'parentUrl must be 1 to 256 bytes'],
    [{ embeds: [{ url: 'a' }, { url: 'b' }, { url: 'c' }], embedsDeprecated: ['d', 'e'] }, 'a cast has at most 4 embeds'],
    [{ embeds: [{ url: '' }] }, 'embed URLs must be 1 to 256 bytes'],
    [{ embedsDeprecated: ['u'.repeat(257)] }, 'embed URLs must be 1 to 256 bytes'],
    [{ text: '' }, 'a cast needs text, an embed or a mention'],
  ])('refuses a cast with %j: %s', (body, reason) => {
    expect(refusal(() => toAction(cast(body), {}))).toBe(reason);
  });

  it('counts the overrides’ mentions against the positions', () => {
    expect(refusal(() => toAction(cast({ mentions: [0], mentionsPositions: [0] }), { mentions: ['2', '3'] }))).toBe('mentions and mentionsPositions differ in length');
  });
});

describe('toAction: removals, reactions, links and user data', () => {
  it('reads each kind of message as what it does', () => {
    expect(toAction(data({ type: 2, castRemoveBody: { targetHash: hash(3) } }), {})).toEqual({ kind: 'castRemove', targetHash: hex20(3) });
    const reaction = (type: number, reactionType: number) => data({ type, reactionBody: { type: reactionType, targetCastId: { fid: 2, hash: hash(4) } } });
    expect(toAction(reaction(3, 1), {})).toEqual({ kind: 'reaction', add: true, reaction: 1, targetHash: hex20(4) });
    expect(toAction(reaction(4, 2), {})).toEqual({ kind: 'reaction', add: false, reaction: 2, targetHash: hex20(4) });
    const link = (type: number, linkType: string, targetFid?: number) => data({ type, linkBody: { type: linkType, targetFid } });
    expect(toAction(link(5, 'follow', 2), {})).toEqual({ kind: 'link', add: true, targetFid: '2' });
    expect(toAction(link(6, 'follow', 2), {})).toEqual({ kind: 'link', add: false, targetFid: '2' });
    expect(toAction(link(5, 'block', 0), { targetFid: address })).toEqual({ kind: 'block', add: true, targetFid: address });
    expect(toAction(link(6, 'block', 3), {})).toEqual({ kind: 'block', add: false, targetFid: '3' });
    const userData = (type: number, value: string) => data({ type: 11, userDataBody: { type, value } });
    expect(toAction(userData(1, 'https://pic.test/a.png'), {})).toEqual({ kind: 'userData', field: 'pfp_url', value: 'https://pic.test/a.png' });
    expect(toAction(userData(2, 'd'.repeat(32)), {})).toEqual({ kind: 'userData', field: 'display_name', value: 'd'.repeat(32) });
    expect(toAction(userData(3, 'b'.repeat(256)), {})).toEqual({ kind: 'userData', field: 'bio', value: 'b'.repeat(256) });
    expect(toAction(userData(5, 'https://me.test'), {})).toEqual({ kind: 'userData', field: 'url', value: 'https://me.test' });
    expect(toAction(userData(6, 'alice.eth'), {})).toEqual({ kind: 'userData', field: 'username', value: 'alice.eth' });
  });

  it.each([
    [{ type: 3, reactionBody: { type: 3, targetCastId: { fid: 2, hash: hash(1) } } }, 'reactionBody.type must be REACTION_TYPE_LIKE or REACTION_TYPE_RECAST'],
    [{ type: 3, reactionBody: { type: 1, targetUrl: 'https://x.test' } }, 'reactionBody.targetCastId is required (reactions to URLs are not supported)'],
    [{ type: 5, linkBody: { type: 'mute', targetFid: 2 } }, 'linkBody.type must be "follow" or "block"'],
    [{ type: 5, linkBody: { type: 'follow' } }, 'linkBody.targetFid (or bodyOverrides.targetFid) is required'],
    [{ type: 11, userDataBody: { type: 4, value: 'x' } }, 'userDataBody.type must be PFP, DISPLAY, BIO, URL or USERNAME'],
    [{ type: 11, userDataBody: { type: 2, value: 'd'.repeat(33) } }, 'user data value is longer than 32 bytes'],
    [{ type: 11, userDataBody: { type: 1, value: 'p'.repeat(257) } }, 'user data value is longer than 256 bytes'],
    [{ type: 11, userDataBody: { type: 6, value: 'u'.repeat(21) } }, 'user data value is longer than 20 bytes'],
    [{ type: 11, userDataBody: { type: 6, value: 'Alice' } }, 'username must be 1-16 lowercase letters, digits or hyphens, optionally ending in .eth'],
    [{ type: 7, verificationAddAddressBody: {} }, 'message type is not supported: use cast add/remove, reaction add/remove, link add/remove or user data add'],
    [{ type: 2, castAddBody: castBody() }, 'message type is not supported: use cast add/remove, reaction add/remove, link add/remove or user data add'],
    [{ type: 1, castRemoveBody: { targetHash: hash(1) } }, 'message type is not supported: use cast add/remove, reaction add/remove, link add/remove or user data add'],
    [{ type: 11, reactionBody: { type: 1, targetCastId: { fid: 2, hash: hash(1) } } }, 'message type is not supported: use cast add/remove, reaction add/remove, link add/remove or user data add'],
    [{ type: 3, linkBody: { type: 'follow', targetFid: 2 } }, 'message type is not supported: use cast add/remove, reaction add/remove, link add/remove or user data add'],
    [{ type: 6, userDataBody: { type: 2, value: 'x' } }, 'message type is not supported: use cast add/remove, reaction add/remove, link add/remove or user data add'],
  ])('refuses %j: %s', (partial, reason) => {
    expect(refusal(() => toAction(data(partial), {}))).toBe(reason);
  });
});
