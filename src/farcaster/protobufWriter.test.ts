import { describe, expect, it } from 'vitest';
import { ProtobufWriter } from './protobufWriter';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('ProtobufWriter', () => {
  it.each([
    [0, '0800'],
    [1, '0801'],
    [127, '087f'],
    [128, '088001'],
    [300, '08ac02'],
    [2 ** 32, '088080808010'],
    [Number.MAX_SAFE_INTEGER, '08ffffffffffffff0f'],
  ])('writes %d as a varint field', (value, expected) => {
    expect(hex(new ProtobufWriter().uint(1, value).finish())).toBe(expected);
  });

  it('refuses values a varint cannot carry exactly', () => {
    for (const value of [-1, 1.5, 2 ** 53, Number.NaN]) {
      expect(() => new ProtobufWriter().uint(1, value)).toThrow(RangeError);
    }
  });

  it('writes tags of high field numbers as multi-byte varints', () => {
    expect(hex(new ProtobufWriter().uint(16, 1).finish())).toBe('800101');
  });

  it('writes strings as UTF-8 and bytes as they are, length first', () => {
    expect(hex(new ProtobufWriter().string(4, 'hé').finish())).toBe('2203' + '68c3a9');
    expect(hex(new ProtobufWriter().bytes(2, Uint8Array.of(1, 2)).finish())).toBe('12020102');
  });

  it('writes packed varints, including an empty list', () => {
    expect(hex(new ProtobufWriter().packed(2, [3, 300]).finish())).toBe('1203' + '03ac02');
    expect(hex(new ProtobufWriter().packed(2, []).finish())).toBe('1200');
  });

  it('nests messages with their length', () => {
    const bytes = new ProtobufWriter().message(5, (inner) => inner.uint(1, 150).string(2, 'a')).finish();
    expect(hex(bytes)).toBe('2a06' + '089601' + '120161');
  });
});
