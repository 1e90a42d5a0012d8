import { describe, expect, it } from 'vitest';
import { castHashOf, fidOf, parseCastHash, parseChannelKey, parseFid } from './ids';

describe('ids', () => {
  it('gives an L2 address one case and leaves a decimal FID as it is', () => {
    expect(fidOf('0xAbCd00000000000000000000000000000000Ef12')).toBe('0xabcd00000000000000000000000000000000ef12');
    expect(fidOf(' 42 ')).toBe('42');
    expect(fidOf(42)).toBe('42');
  });

  it('gives a cast hash one case', () => {
    expect(castHashOf('0xABCDEF')).toBe('0xabcdef');
  });

  it('accepts any well-formed channel id, lowercased and trimmed, and nothing else', () => {
    expect(parseChannelKey('gardening')).toBe('gardening');
    expect(parseChannelKey(' Base-Builders ')).toBe('base-builders');
    expect(parseChannelKey('a'.repeat(64))).toBe('a'.repeat(64));
    for (const bad of ['', '   ', 'a'.repeat(65), 'not a key', '../x', 'dev/art', 'ünï', null, undefined, 7]) {
      expect(parseChannelKey(bad), String(bad)).toBeNull();
    }
  });

  it('accepts only a 20-byte hex hash from outside', () => {
    const hash = `0x${'aB'.repeat(20)}`;
    expect(parseCastHash(hash)).toBe(hash.toLowerCase());
    for (const bad of [null, undefined, '', '0x12', `${hash}00`, `0x${'zz'.repeat(20)}`, 'javascript:alert(1)']) {
      expect(parseCastHash(bad)).toBeNull();
    }
  });

  it('accepts a Farcaster number or a wallet address as an FID from outside', () => {
    expect(parseFid(' 42 ')).toBe('42');
    expect(parseFid(`0x${'Ab'.repeat(20)}`)).toBe(`0x${'ab'.repeat(20)}`);
    for (const bad of [null, undefined, '', '0', '007', '-1', '1.5', '1e3', 'alice', '0x12', `0x${'ab'.repeat(21)}`, '1'.repeat(17)]) {
      expect(parseFid(bad)).toBeNull();
    }
  });
});
