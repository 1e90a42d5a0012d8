import { CastType, validations, type CastAddBody } from '@farcaster/core';
import { describe, expect, it } from 'vitest';
import { validateCast, type CastDraft, type CastProblemCode } from './validateCast';

const HASH = `0x${'ab'.repeat(20)}`;
const L2_FID = `0x${'12'.repeat(20)}`;

function draft(overrides: Partial<CastDraft>): CastDraft {
  return { text: 'gm', mentions: [], mentionsPositions: [], embeds: [], ...overrides };
}

function codes(d: CastDraft, limits?: Parameters<typeof validateCast>[1]): CastProblemCode[] {
  const result = validateCast(d, limits);
  return result.ok ? [] : result.problems.map((p) => p.code);
}

/** The same draft as @farcaster/core sees it, for drafts that only use L1 FIDs. */
function coreBody(d: CastDraft): CastAddBody {
  const castId = (ref: { fid: string; hash: string }) => ({ fid: Number(ref.fid), hash: Buffer.from(ref.hash.slice(2), 'hex') });
  return {
    text: d.text,
    mentions: d.mentions.map(Number),
    mentionsPositions: [...d.mentionsPositions],
    embeds: d.embeds.map((e) => ('url' in e ? { url: e.url } : { castId: castId(e.castId) })),
    embedsDeprecated: [],
    parentCastId: d.parentCastId && castId(d.parentCastId),
    parentUrl: d.parentUrl,
    type: new TextEncoder().encode(d.text).length > 320 ? CastType.LONG_CAST : CastType.CAST,
  };
}

function hubAccepts(d: CastDraft): boolean {
  return validations.validateCastAddBody(coreBody(d)).isOk();
}

describe('validateCast: accepted casts', () => {
  it.each([
    ['a short text', draft({ text: 'gm' }), 'CAST', 2],
    ['320 ASCII bytes', draft({ text: 'a'.repeat(320) }), 'CAST', 320],
    ['321 ASCII bytes', draft({ text: 'a'.repeat(321) }), 'LONG_CAST', 321],
    ['1024 bytes', draft({ text: 'a'.repeat(1024) }), 'LONG_CAST', 1024],
    ['80 four-byte emoji', draft({ text: '🤓'.repeat(80) }), 'CAST', 320],
    ['81 four-byte emoji', draft({ text: '🤓'.repeat(81) }), 'LONG_CAST', 324],
    ['mentions and no text', draft({ text: '', mentions: ['2'], mentionsPositions: [0] }), 'CAST', 0],
    ['an embed and no text', draft({ text: '', embeds: [{ url: 'https://example.com' }] }), 'CAST', 0],
    ['10 mentions', draft({ text: 'x', mentions: Array(10).fill('2'), mentionsPositions: Array(10).fill(1) }), 'CAST', 1],
    ['a 256-byte embed URL', draft({ embeds: [{ url: `https://e.com/${'a'.repeat(242)}` }] }), 'CAST', 2],
    ['a quote', draft({ embeds: [{ castId: { fid: '3', hash: HASH } }] }), 'CAST', 2],
    ['a reply', draft({ parentCastId: { fid: '3', hash: HASH } }), 'CAST', 2],
    ['a channel post', draft({ parentUrl: 'https://warpcast.com/~/channel/dev' }), 'CAST', 2],
    ['a CAIP-19 channel', draft({ parentUrl: 'chain://eip155:7777777/erc721:0x4f86113fc3e9783cf3ec9a552cbb566716a57628' }), 'CAST', 2],
  ] as const)('accepts %s, as a hub does', (_name, d, type, bytes) => {
    expect(validateCast(d)).toEqual({ ok: true, type, bytes });
    expect(hubAccepts(d)).toBe(true);
  });

  it('accepts L2 FIDs in mentions and parents', () => {
    const result = validateCast(draft({ mentions: [L2_FID], mentionsPositions: [0], parentCastId: { fid: L2_FID, hash: HASH } }));
    expect(result.ok).toBe(true);
  });

  it('allows more embeds when the setting says so', () => {
    const embeds = [1, 2, 3, 4].map((i) => ({ url: `https://e.com/${i}` }));
    expect(codes(draft({ embeds }), { maxEmbeds: 4 })).toEqual([]);
  });
});

describe('validateCast: refused casts', () => {
  it.each<[string, CastDraft, CastProblemCode]>([
    ['an empty cast', draft({ text: '' }), 'empty'],
    ['1025 bytes', draft({ text: 'a'.repeat(1025) }), 'too-long'],
    ['257 four-byte emoji', draft({ text: '🤓'.repeat(257) }), 'too-long'],
    ['11 mentions', draft({ text: 'x', mentions: Array(11).fill('2'), mentionsPositions: Array(11).fill(0) }), 'too-many-mentions'],
    ['more mentions than positions', draft({ mentions: ['2', '3'], mentionsPositions: [0] }), 'mentions-mismatch'],
    ['a position past the text', draft({ mentions: ['2'], mentionsPositions: [3] }), 'mention-position-invalid'],
    ['decreasing positions', draft({ mentions: ['2', '3'], mentionsPositions: [2, 1] }), 'mention-position-invalid'],
    ['a fractional position', draft({ mentions: ['2'], mentionsPositions: [1.5] }), 'mention-position-invalid'],
    ['a negative position', draft({ mentions: ['2'], mentionsPositions: [-1] }), 'mention-position-invalid'],
    ['FID 0', draft({ mentions: ['0'], mentionsPositions: [0] }), 'mention-invalid'],
    ['a 257-byte embed URL', draft({ embeds: [{ url: `https://e.com/${'a'.repeat(243)}` }] }), 'embed-url-too-long'],
    ['an empty embed URL', draft({ embeds: [{ url: '' }] }), 'embed-url-invalid'],
    ['five embeds', draft({ embeds: [1, 2, 3, 4, 5].map((i) => ({ url: `https://e.com/${i}` })) }), 'too-many-embeds'],
    ['a quote with a short hash', draft({ embeds: [{ castId: { fid: '3', hash: '0xabcd' } }] }), 'embed-cast-invalid'],
    ['a reply in a channel', draft({ parentCastId: { fid: '3', hash: HASH }, parentUrl: 'https://e.com/c' }), 'reply-and-channel'],
    ['a reply to FID 0', draft({ parentCastId: { fid: '0', hash: HASH } }), 'parent-cast-invalid'],
    ['a 257-byte channel URL', draft({ parentUrl: `https://e.com/${'c'.repeat(243)}` }), 'channel-url-too-long'],
    ['an empty channel URL', draft({ parentUrl: '' }), 'channel-url-invalid'],
  ])('refuses %s, as a hub does', (_name, d, code) => {
    expect(codes(d)).toContain(code);
    expect(hubAccepts(d)).toBe(false);
  });

  it.each<[string, CastDraft, CastProblemCode]>([
    ['whitespace only', draft({ text: ' \n\t ' }), 'empty'],
    ['three embeds (the default limit is 2)', draft({ embeds: [1, 2, 3].map((i) => ({ url: `https://e.com/${i}` })) }), 'too-many-embeds'],
    ['a javascript: embed', draft({ embeds: [{ url: 'javascript:alert(1)' }] }), 'embed-url-invalid'],
    ['a non-URL embed', draft({ embeds: [{ url: 'not a url' }] }), 'embed-url-invalid'],
    ['a channel without a scheme', draft({ parentUrl: 'warpcast.com/~/channel/dev' }), 'channel-url-invalid'],
    ['an unpaired surrogate', draft({ text: 'a\uD83Eb' }), 'text-invalid'],
    ['a mention that is not a FID', draft({ mentions: ['alice'], mentionsPositions: [0] }), 'mention-invalid'],
  ])('refuses %s (stricter than a hub)', (_name, d, code) => {
    expect(codes(d)).toEqual([code]);
  });

  it('reports every problem at once, each with a sentence and the index of the item at fault', () => {
    const result = validateCast(
      draft({
        text: 'a'.repeat(1100),
        mentions: Array(11).fill('2'),
        mentionsPositions: Array(11).fill(0),
        embeds: [{ url: 'https://ok.com' }, { url: 'ftp://x' }, { url: 'https://3.com' }],
        parentCastId: { fid: '3', hash: HASH },
        parentUrl: 'https://e.com/c',
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.code)).toEqual([
      'too-long',
      'too-many-mentions',
      'too-many-embeds',
      'embed-url-invalid',
      'reply-and-channel',
    ]);
    expect(result.problems.find((p) => p.code === 'embed-url-invalid')?.index).toBe(1);
    expect(result.problems.find((p) => p.code === 'too-long')?.message).toBe('The text is 1100 bytes; a cast holds at most 1024.');
    for (const problem of result.problems) expect(problem.message).toMatch(/^[A-Z].*\.$/);
  });
});
