import { blake3 } from '@noble/hashes/blake3.js';
import { describe, expect, it } from 'vitest';
import { canonicalOverrides, submissionKey } from './identity';

const hash = `0x${'ab'.repeat(20)}`;

describe('submission identity', () => {
  it('writes the overrides in one order, leaving out what is absent', () => {
    expect(canonicalOverrides({})).toBe('{}');
    expect(canonicalOverrides({ targetFid: '2', targetCastId: { fid: '4' }, parentCastId: { fid: '3' }, mentions: ['1'] })).toBe(
      '{"mentions":["1"],"parentCastId":{"fid":"3"},"targetCastId":{"fid":"4"},"targetFid":"2"}',
    );
    expect(canonicalOverrides({ mentions: [] })).toBe('{"mentions":[]}');
  });

  it('is the BLAKE3-160 of author, lowercase hash and overrides', () => {
    const text = `castline-message\n1\n${hash}\n{"targetFid":"2"}`;
    const expected = `0x${Buffer.from(blake3(new TextEncoder().encode(text), { dkLen: 20 })).toString('hex')}`;
    expect(submissionKey('1', hash.toUpperCase().replace('0X', '0x'), { targetFid: '2' })).toBe(expected);
    expect(submissionKey('1', hash, {})).not.toBe(submissionKey('2', hash, {}));
    expect(submissionKey('1', hash, {})).not.toBe(submissionKey('1', hash, { mentions: ['1'] }));
  });
});
