import { describe, expect, it } from 'vitest';
import { tokenExpiry } from './tokenExpiry';

describe('tokenExpiry', () => {
  const jwt = (payload: object) =>
    `e30.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

  it('reads exp in milliseconds', () => {
    expect(tokenExpiry(jwt({ exp: 1700000000 }))).toBe(1700000000000);
    // base64url's '-' and '_' stand for base64's '+' and '/'.
    const urlSafe = jwt({ exp: 1700000000, n: '~~~???' });
    expect(urlSafe).toMatch(/-.*_/);
    expect(tokenExpiry(urlSafe)).toBe(1700000000000);
  });

  it('is null for tokens that never expire or cannot be read', () => {
    expect(tokenExpiry(jwt({ payload: { id: 'x' }, iat: 1 }))).toBeNull();
    expect(tokenExpiry('garbage')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });
});
