import { describe, expect, it } from 'vitest';
import { fromHex, isMessageHash, toHex } from './hex';

describe('hex', () => {
  it('round-trips bytes through 0x hex', () => {
    const bytes = Uint8Array.of(0, 1, 0xab, 0xff);
    expect(toHex(bytes)).toBe('0x0001abff');
    expect(fromHex('0x0001ABff')).toEqual(bytes);
    expect(fromHex('0x')).toEqual(new Uint8Array());
  });

  it('refuses malformed hex and the wrong size', () => {
    for (const bad of ['0001', '0x1', '0xzz', ' 0x00']) expect(() => fromHex(bad), bad).toThrow(RangeError);
    expect(() => fromHex('0x0001', 20)).toThrow(RangeError);
    expect(fromHex(`0x${'11'.repeat(20)}`, 20)).toHaveLength(20);
  });

  it('recognises 20-byte message hashes', () => {
    expect(isMessageHash(`0x${'aB'.repeat(20)}`)).toBe(true);
    expect(isMessageHash(`0x${'ab'.repeat(19)}`)).toBe(false);
    expect(isMessageHash('ab'.repeat(20))).toBe(false);
  });
});
