import { ed25519 } from '@noble/curves/ed25519.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignerKeyError, generateSignerKey, importSignerKey, signerFromKeyPair } from './signer';

const MESSAGE = new TextEncoder().encode('a 20-byte hash here!');

afterEach(() => {
  vi.restoreAllMocks();
});

/** What a call that should fail threw. */
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

describe('generateSignerKey', () => {
  it('creates an Ed25519 pair whose private key cannot be exported', async () => {
    const pair = await generateSignerKey();
    expect(pair.privateKey.extractable).toBe(false);
    expect(pair.privateKey.algorithm.name).toBe('Ed25519');
    for (const format of ['pkcs8', 'jwk', 'raw'] as const) {
      await expect(crypto.subtle.exportKey(format, pair.privateKey)).rejects.toThrow();
    }
  });

  it('signs so that an independent Ed25519 implementation verifies it', async () => {
    const signer = await signerFromKeyPair(await generateSignerKey());
    expect(signer.publicKey).toHaveLength(32);
    const signature = await signer.sign(MESSAGE);
    expect(signature).toHaveLength(64);
    expect(ed25519.verify(signature, MESSAGE, signer.publicKey)).toBe(true);
    expect(ed25519.verify(signature, new TextEncoder().encode('another message'), signer.publicKey)).toBe(false);
  });

  it('says the browser cannot create Ed25519 keys when WebCrypto refuses, keeping its reason', async () => {
    const cause = new DOMException('Unrecognized name', 'NotSupportedError');
    vi.spyOn(crypto.subtle, 'generateKey').mockRejectedValueOnce(cause);
    const error = await failureOf(generateSignerKey());
    expect(error).toBeInstanceOf(SignerKeyError);
    expect(error).toMatchObject({
      name: 'SignerKeyError',
      kind: 'signer-unavailable',
      code: 'unsupported',
      message: 'This browser cannot create Ed25519 keys (WebCrypto Ed25519 is missing).',
      cause,
    });
  });

  it('creates a different key each time', async () => {
    const [a, b] = await Promise.all([generateSignerKey(), generateSignerKey()]);
    const [sa, sb] = await Promise.all([signerFromKeyPair(a), signerFromKeyPair(b)]);
    expect(sa.publicKey).not.toEqual(sb.publicKey);
  });
});

describe('importSignerKey', () => {
  it('imports a 32-byte private key as non-extractable, with the matching public key and signatures', async () => {
    const seed = ed25519.utils.randomSecretKey();
    const pair = await importSignerKey(seed);
    expect(pair.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow();

    expect(pair.publicKey.usages).toEqual(['verify']);
    const signer = await signerFromKeyPair(pair);
    expect(signer.publicKey).toEqual(ed25519.getPublicKey(seed));
    // Ed25519 is deterministic: the same key signs the same bytes identically.
    expect(await signer.sign(MESSAGE)).toEqual(ed25519.sign(MESSAGE, seed));
  });

  it('refuses a key of the wrong size', async () => {
    for (const size of [0, 31, 33, 64]) {
      const error = await importSignerKey(new Uint8Array(size)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SignerKeyError);
      expect((error as SignerKeyError).code).toBe('invalid-key');
    }
  });

  it('says why a key is refused', async () => {
    expect(await failureOf(importSignerKey(new Uint8Array(31)))).toMatchObject({
      name: 'SignerKeyError',
      kind: 'signer-unavailable',
      message: 'An Ed25519 private key is 32 bytes, not 31.',
    });
  });

  it('is unsupported where WebCrypto yields no public part, and wipes its copy of the key either way', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    await importSignerKey(ed25519.utils.randomSecretKey());
    vi.spyOn(crypto.subtle, 'exportKey').mockResolvedValueOnce({ kty: 'OKP' });
    const error = await failureOf(importSignerKey(ed25519.utils.randomSecretKey()));
    expect(error).toMatchObject({ code: 'unsupported', cause: { message: 'The JWK of an Ed25519 key has no public part' } });
    const copies = importKey.mock.calls.filter(([format]) => format === 'pkcs8').map(([, data]) => data as Uint8Array);
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect(copy.every((byte) => byte === 0)).toBe(true);
  });
});
