import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { loadSignerKey } from '../../farcaster/signerKeyStore';
import { browserPostingKeys as keys } from './postingKeys';

describe('the keys of accounts signed in with Farcaster', () => {
  it('keeps a requested key pending, then makes it the FID\'s key to post with, non-extractable', async () => {
    expect(await keys.pendingKey(41)).toBeNull();
    const key = await keys.makePending(41);
    expect(key).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await keys.pendingKey(41)).toBe(key);
    expect(await keys.held(41)).toBeNull();

    expect(await keys.adoptPending(41)).toBe(key);
    expect(await keys.pendingKey(41)).toBeNull();
    expect((await keys.held(41))?.key).toBe(key);
    expect((await loadSignerKey('fid:41'))?.keyPair.privateKey.extractable).toBe(false);
  });

  it('refuses to adopt a key that was never asked for, and forgets both on request', async () => {
    await expect(keys.adoptPending(42)).rejects.toThrow(/No key is waiting for approval for FID 42/);
    await keys.makePending(42);
    await keys.adoptPending(42);
    await keys.makePending(42);
    await keys.forget(42);
    expect(await keys.held(42)).toBeNull();
    expect(await keys.pendingKey(42)).toBeNull();
  });
});
