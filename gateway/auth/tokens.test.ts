import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenIssuer, type Revocations } from './tokens';

/** Ended tokens kept in memory: the database's store is tested in gateway/store. */
function memoryRevocations(): Revocations {
  const ended = new Set<string>();
  return { revoke: async (id) => void ended.add(id), isRevoked: async (id) => ended.has(id) };
}

const secret = new Uint8Array(32).fill(1);
const alice = { kind: 'address', fid: '0x00000000000000000000000000000000000000aa' } as const;
const START = Date.UTC(2026, 10, 26, 12, 0, 0);

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a verified token, yet refuses it once it expires or is signed out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const tokens = tokenIssuer(secret, 60, memoryRevocations());
    const token = await tokens.issue(alice);
    expect(await tokens.verify(token)).toEqual(alice);
    vi.setSystemTime(START + 59_000);
    expect(await tokens.verify(token)).toEqual(alice);
    vi.setSystemTime(START + 60_000);
    await expect(tokens.verify(token)).rejects.toThrow('Token expired');
    await expect(tokens.verify(token)).rejects.toThrow('Token expired');

    vi.setSystemTime(START);
    const other = await tokens.issue(alice);
    expect(await tokens.verify(other)).toEqual(alice);
    await tokens.revoke(other);
    await expect(tokens.verify(other)).rejects.toThrow('Signed out');
  });

  it('speaks for an FID with the signer key it signed in with, or with none (Sign in with Farcaster)', async () => {
    const tokens = tokenIssuer(secret, 60, memoryRevocations());
    const withKey = { kind: 'fid', fid: '7', signerKey: `0x${'ab'.repeat(32)}` } as const;
    const withoutKey = { kind: 'fid', fid: '7', signerKey: null } as const;
    expect(await tokens.verify(await tokens.issue(withKey))).toEqual(withKey);
    expect(await tokens.verify(await tokens.issue(withoutKey))).toEqual(withoutKey);
  });

  it('never takes a token signed with another secret, even one it has seen', async () => {
    const tokens = tokenIssuer(secret, 60, memoryRevocations());
    const foreign = await tokenIssuer(new Uint8Array(32).fill(2), 60, memoryRevocations()).issue(alice);
    await expect(tokens.verify(foreign)).rejects.toThrow('Invalid token');
    await expect(tokens.verify(foreign)).rejects.toThrow('Invalid token');
  });
});
