import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { generateSignerKey, signerFromKeyPair } from './signer';
import { loadSignerKey, removeSignerKey, saveSignerKey } from './signerKeyStore';

const ALICE = '0xAbCdEf0000000000000000000000000000000001';
const BOB = '0x0000000000000000000000000000000000000002';

describe('signer key store', () => {
  it('keeps one key pair per wallet address, case-insensitively, and it still signs after a reload', async () => {
    const pair = await generateSignerKey();
    await saveSignerKey(ALICE, pair, 1_700_000_000_000);

    const loaded = await loadSignerKey(ALICE.toLowerCase());
    expect(loaded?.address).toBe(ALICE.toLowerCase());
    expect(loaded?.createdAt).toBe(1_700_000_000_000);
    if (!loaded) return;

    const original = await signerFromKeyPair(pair);
    const restored = await signerFromKeyPair(loaded.keyPair);
    expect(restored.publicKey).toEqual(original.publicKey);
    const message = Uint8Array.of(1, 2, 3);
    const signature = new Uint8Array(await restored.sign(message));
    expect(await crypto.subtle.verify('Ed25519', pair.publicKey, signature, message)).toBe(true);

    expect(await loadSignerKey(BOB)).toBeNull();
  });

  it('stores the private key non-extractable: reading it back out is refused', async () => {
    await saveSignerKey(BOB, await generateSignerKey());
    const loaded = await loadSignerKey(BOB);
    expect(loaded?.keyPair.privateKey.extractable).toBe(false);
    if (!loaded) return;
    await expect(crypto.subtle.exportKey('pkcs8', loaded.keyPair.privateKey)).rejects.toThrow();
    await expect(crypto.subtle.exportKey('jwk', loaded.keyPair.privateKey)).rejects.toThrow();
  });

  it('refuses to store an extractable private key', async () => {
    const extractable = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    await expect(saveSignerKey('0x0000000000000000000000000000000000000003', extractable)).rejects.toThrow(/extractable/);
    expect(await loadSignerKey('0x0000000000000000000000000000000000000003')).toBeNull();
  });

  it('replaces and removes a key', async () => {
    const address = '0x0000000000000000000000000000000000000004';
    const first = await generateSignerKey();
    const second = await generateSignerKey();
    await saveSignerKey(address, first);
    await saveSignerKey(address, second);
    const loaded = await loadSignerKey(address);
    expect(loaded && (await signerFromKeyPair(loaded.keyPair)).publicKey).toEqual((await signerFromKeyPair(second)).publicKey);

    await removeSignerKey(address);
    expect(await loadSignerKey(address)).toBeNull();
    await expect(removeSignerKey(address)).resolves.toBeUndefined();
  });
});
