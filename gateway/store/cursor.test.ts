import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../domainErrors';
import { decodeCursor, encodeCursor } from './cursor';

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
