import { describe, expect, it } from 'vitest';
import { parsePrivateKeyHex } from './privateKeyInput';

describe('parsePrivateKeyHex', () => {
  it('reads 64 hex digits with or without 0x, ignoring surrounding space', () => {
    const hex = '00ff'.repeat(16);
    const expected = Uint8Array.from({ length: 32 }, (_, i) => (i % 2 === 0 ? 0 : 255));
    expect(parsePrivateKeyHex(hex)).toEqual(expected);
    expect(parsePrivateKeyHex(` 0x${hex.toUpperCase()}\n`)).toEqual(expected);
  });

  it('refuses anything that is not exactly 32 bytes of hex', () => {
    expect(parsePrivateKeyHex('00'.repeat(31))).toBeNull();
    expect(parsePrivateKeyHex('00'.repeat(33))).toBeNull();
    expect(parsePrivateKeyHex('zz'.repeat(32))).toBeNull();
    expect(parsePrivateKeyHex('')).toBeNull();
  });
});
