import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../domainErrors';
import { decodeCursor, decodeNodeCursor, encodeCursor, encodeNodeCursor } from './cursor';

describe('cursor', () => {
  it('round-trips in both styles', () => {
    const p = { ts: 1748735520000, id: 6003 };
    expect(decodeCursor(encodeCursor(p, 'spec'), 'spec')).toEqual(p);
    expect(encodeCursor(p, 'farquest')).toBe('1748735520000-6003');
    expect(decodeCursor('1748735520000-6003', 'farquest')).toEqual(p);
  });

  it.each([
    ['spec', 'garbage!'],
    ['spec', ''],
    ['spec', Buffer.from('12.x').toString('base64url')],
    ['spec', Buffer.from('1-2').toString('base64url')],
    ['spec', `${Buffer.from('1.2').toString('base64url')}=`],
    ['farquest', '12'],
    ['farquest', '1.2'],
    ['farquest', '99999999999999999-1'],
  ] as const)('refuses %s cursor %j as invalid input', (style, raw) => {
    expect(() => decodeCursor(raw, style)).toThrow(InvalidInputError);
  });
});

describe('node cursors', () => {
  it('carry a node\'s standard-base64 page token in base64url, and are told apart from positions', () => {
    const token = 'MDAwMDEyMzQ1Njow+/x=';
    const cursor = encodeNodeCursor(token);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeNodeCursor(cursor)).toBe(token);
    expect(decodeNodeCursor(encodeCursor({ ts: 1, id: 2 }, 'spec'))).toBeNull();
    expect(decodeNodeCursor('1748735520000-6003')).toBeNull();
  });

  it.each([
    ['not base64url', 'node:abc!'],
    ['another prefix', Buffer.from('nods:abcd').toString('base64url')],
    ['a token that is not base64', Buffer.from('node:a b"c').toString('base64url')],
    ['an empty token', Buffer.from('node:').toString('base64url')],
  ])('is no node cursor with %s', (_, raw) => {
    expect(decodeNodeCursor(raw)).toBeNull();
  });
});

