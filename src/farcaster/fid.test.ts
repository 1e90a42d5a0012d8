import { describe, expect, it } from 'vitest';
import { isL1Fid, isL2Fid, isValidFid, protobufFid } from './fid';

const ADDRESS = `0x${'ab'.repeat(20)}`;

describe('FIDs', () => {
  it('tells L1 FIDs from L2 addresses', () => {
    expect(isL1Fid('1')).toBe(true);
    expect(isL1Fid(String(Number.MAX_SAFE_INTEGER))).toBe(true);
    expect(isL2Fid(ADDRESS)).toBe(true);
    for (const bad of ['0', '01', '-1', '1.5', '9007199254740992', '', ' 1', ADDRESS.toUpperCase().replace('0X', '0x'), '0x12']) {
      expect(isValidFid(bad), bad).toBe(false);
    }
  });

  it('maps to the protobuf value: the number for L1, 0 for L2', () => {
    expect(protobufFid('12345')).toBe(12345);
    expect(protobufFid(ADDRESS)).toBe(0);
    expect(() => protobufFid('alice')).toThrow(RangeError);
  });
});
