import { describe, expect, it } from 'vitest';
import { castTextSegments, encodeCastText, utf8Length } from './castText';

const encoder = new TextEncoder();
const FIDS = new Map([
  ['farcaster', '1'],
  ['alice', '2'],
  ['bob', '3'],
  ['vitalik.eth', '5650'],
  ['l2-user', '0x00000000000000000000000000000000000000aa'],
]);

describe('utf8Length', () => {
  // Titles name each text rather than quote it: a title holding a lone surrogate does not survive the
  // trip to Stryker's test runner, which then never runs that test again.
  it.each([
    ['nothing', '', 0],
    ['ASCII', 'hello', 5],
    ['the last one-byte character', '\u007f', 1],
    ['the first two-byte character', '\u0080', 2],
    ['an accented letter', 'é', 2],
    ['the last two-byte character', '\u07ff', 2],
    ['the first three-byte character', '\u0800', 3],
    ['CJK text', '日本語', 9],
    ['an emoji', '🤓', 4],
    ['the first astral character', '\uD800\uDC00', 4],
    ['the last astral character', '\uDBFF\uDFFF', 4],
    ['four emoji joined by three ZWJs', '👨‍👩‍👧‍👦', 25],
    ['a flag sequence', '🏳️‍🌈', 14],
    // An unpaired surrogate counts as TextEncoder's U+FFFD.
    ['an unpaired high surrogate', 'a\uD800b', 5],
    ['a high surrogate at the end', 'a\uDBFF', 4],
    ['an unpaired low surrogate', '\uDC00', 3],
    ['a low surrogate after a letter', '日\uDC00', 6],
    ['two low surrogates', '\uDC00\uDC00', 6],
    ['a surrogate pair reversed', '\uDC00\uD800', 6],
  ])('counts %s as %i bytes, like TextEncoder', (_name, text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
    expect(utf8Length(text)).toBe(encoder.encode(text).length);
  });
});

describe('encodeCastText', () => {
  it('removes the handle and records the byte offset where it stood (the protocol example)', () => {
    expect(encodeCastText('🤓 @farcaster says hello', FIDS)).toEqual({
      text: '🤓  says hello',
      mentions: ['1'],
      mentionsPositions: [5],
    });
  });

  it('handles a mention at the very start, one character in, and at the very end', () => {
    expect(encodeCastText('@alice hi @bob', FIDS)).toEqual({ text: ' hi ', mentions: ['2', '3'], mentionsPositions: [0, 4] });
    expect(encodeCastText(' @alice', FIDS)).toEqual({ text: ' ', mentions: ['2'], mentionsPositions: [1] });
  });

  it('handles adjacent mentions, with and without a space between them', () => {
    expect(encodeCastText('@alice @bob', FIDS)).toEqual({ text: ' ', mentions: ['2', '3'], mentionsPositions: [0, 1] });
    expect(encodeCastText('@alice@bob!', FIDS)).toEqual({ text: '!', mentions: ['2', '3'], mentionsPositions: [0, 0] });
  });

  it('counts positions in bytes after CJK text and ZWJ emoji sequences', () => {
    const result = encodeCastText('日本 @alice 👨‍👩‍👧 @bob', FIDS);
    expect(result.text).toBe('日本  👨‍👩‍👧 ');
    expect(result.mentionsPositions).toEqual([7, 7 + 1 + 18 + 1]);
    const bytes = encoder.encode(result.text);
    expect(new TextDecoder().decode(bytes.subarray(0, 7))).toBe('日本 ');
  });

  it('accepts an emoji or punctuation right before the @', () => {
    expect(encodeCastText('🤓@alice (@bob)', FIDS)).toEqual({ text: '🤓 ()', mentions: ['2', '3'], mentionsPositions: [4, 6] });
  });

  it('matches handles case-insensitively and keeps ENS names whole', () => {
    expect(encodeCastText('@Alice and @vitalik.eth.', FIDS)).toEqual({
      text: ' and .',
      mentions: ['2', '5650'],
      mentionsPositions: [0, 5],
    });
  });

  it('keeps as text unknown handles, an @ right after a letter (as in e-mail addresses), longer names, and text with no @', () => {
    for (const text of ['@carol hi', 'mail alice@bob.com', 'x@alice', '𝐀@alice', 'xalice and bob', '@alicebob', '@alice_x', '@alice-', '@bobé', '@alice.eth']) {
      expect(encodeCastText(text, FIDS)).toEqual({ text, mentions: [], mentionsPositions: [] });
    }
  });

  it('never takes an @ inside a web address for a mention', () => {
    const text = 'see https://warpcast.com/@alice/0x1234 and @bob';
    expect(encodeCastText(text, FIDS)).toEqual({
      text: 'see https://warpcast.com/@alice/0x1234 and ',
      mentions: ['3'],
      mentionsPositions: [43],
    });
  });

  it('encodes 10 and 11 mentions alike; the limit belongs to validation', () => {
    const ten = Array.from({ length: 10 }, () => '@alice').join(' ');
    expect(encodeCastText(ten, FIDS).mentions).toHaveLength(10);
    const eleven = `${ten} @bob`;
    const result = encodeCastText(eleven, FIDS);
    expect(result.mentions).toHaveLength(11);
    expect(result.mentionsPositions).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('carries L2 FIDs (addresses) through unchanged', () => {
    expect(encodeCastText('hi @l2-user', FIDS).mentions).toEqual(['0x00000000000000000000000000000000000000aa']);
  });
});

describe('castTextSegments', () => {
  it('splits stored text at the byte positions of its mentions', () => {
    expect(castTextSegments('🤓  says hello', [{ fid: '1', position: 5 }])).toEqual([
      { kind: 'text', text: '🤓 ' },
      { kind: 'mention', fid: '1' },
      { kind: 'text', text: ' says hello' },
    ]);
  });

  it('reverses encodeCastText', () => {
    const encoded = encodeCastText('@alice 日本 @bob👨‍👩‍👧 end @vitalik.eth', FIDS);
    const segments = castTextSegments(
      encoded.text,
      encoded.mentions.map((fid, i) => ({ fid, position: encoded.mentionsPositions[i] ?? 0 })),
    );
    const byFid = new Map([...FIDS].map(([name, fid]) => [fid, name]));
    const rebuilt = segments.map((s) => (s.kind === 'text' ? s.text : `@${byFid.get(s.fid)}`)).join('');
    expect(rebuilt).toBe('@alice 日本 @bob👨‍👩‍👧 end @vitalik.eth');
  });

  it('keeps adjacent mentions and mentions at both ends, and passes usernames through', () => {
    expect(
      castTextSegments('x', [
        { fid: '2', position: 0, username: 'alice' },
        { fid: '3', position: 0 },
        { fid: '1', position: 1 },
      ]),
    ).toEqual([
      { kind: 'mention', fid: '2', username: 'alice' },
      { kind: 'mention', fid: '3' },
      { kind: 'text', text: 'x' },
      { kind: 'mention', fid: '1' },
    ]);
  });

  it('sorts unsorted positions and clamps out-of-range ones without throwing', () => {
    expect(
      castTextSegments('abc', [
        { fid: '3', position: 99 },
        { fid: '2', position: 1 },
        { fid: '1', position: -4 },
      ]),
    ).toEqual([
      { kind: 'mention', fid: '1' },
      { kind: 'text', text: 'a' },
      { kind: 'mention', fid: '2' },
      { kind: 'text', text: 'bc' },
      { kind: 'mention', fid: '3' },
    ]);
  });

  it('moves a position inside a multi-byte character past it and drops a non-numeric one', () => {
    // Strictly: a mention without a username carries no `username` key at all.
    expect(
      castTextSegments('🤓x', [
        { fid: '1', position: 2 },
        { fid: '2', position: Number.NaN },
      ]),
    ).toStrictEqual([
      { kind: 'text', text: '🤓' },
      { kind: 'mention', fid: '1' },
      { kind: 'text', text: 'x' },
    ]);
  });

  it('returns the text as one segment when there are no mentions', () => {
    expect(castTextSegments('just text', [])).toEqual([{ kind: 'text', text: 'just text' }]);
    expect(castTextSegments('', [])).toEqual([]);
  });
});
