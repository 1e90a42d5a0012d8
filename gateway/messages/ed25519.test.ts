import { randomBytes } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { describe, expect, it } from 'vitest';
import { verifyEd25519 } from './ed25519';

describe('native Ed25519 verification', () => {
  const secret = ed25519.utils.randomSecretKey();
  const publicKey = ed25519.getPublicKey(secret);
  const hash = randomBytes(20);
  const signature = ed25519.sign(hash, secret);

  it('accepts a valid signature and refuses a tampered one, another message, another key', async () => {
    expect(await verifyEd25519(signature, hash, publicKey)).toBe(true);
    const tampered = Uint8Array.from(signature);
    tampered[10]! ^= 1;
    expect(await verifyEd25519(tampered, hash, publicKey)).toBe(false);
    expect(await verifyEd25519(signature, randomBytes(20), publicKey)).toBe(false);
    expect(await verifyEd25519(signature, hash, ed25519.getPublicKey(ed25519.utils.randomSecretKey()))).toBe(false);
  });

  it('refuses malformed keys and signatures instead of throwing', async () => {
    expect(await verifyEd25519(signature, hash, publicKey.subarray(0, 31))).toBe(false);
    expect(await verifyEd25519(signature.subarray(0, 63), hash, publicKey)).toBe(false);
    expect(await verifyEd25519(signature, hash, new Uint8Array(32).fill(0xff))).toBe(false);
    // S = the group order L: a non-canonical signature a strict verifier refuses.
    const nonCanonical = Uint8Array.from(signature);
    nonCanonical.set(Buffer.from('edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010', 'hex'), 32);
    expect(await verifyEd25519(nonCanonical, hash, publicKey)).toBe(false);
  });

  it('agrees with the JavaScript implementation on valid and corrupted signatures', async () => {
    for (let i = 0; i < 200; i++) {
      const key = ed25519.utils.randomSecretKey();
      const message = randomBytes(20);
      const sig = ed25519.sign(message, key);
      if (i % 2 === 1) sig[i % 64]! ^= 1 << (i % 8);
      expect(await verifyEd25519(sig, message, ed25519.getPublicKey(key))).toBe(ed25519.verify(sig, message, ed25519.getPublicKey(key)));
    }
  });

  it('answers each of many checks asked at once, of messages of any length, in its own place', async () => {
    const cases = Array.from({ length: 300 }, (_, i) => {
      const key = ed25519.utils.randomSecretKey();
      const message = randomBytes(i % 150);
      const sig = ed25519.sign(message, key);
      if (i % 3 === 0) sig[i % 64]! ^= 1;
      return { sig, message, publicKey: i % 7 === 0 ? publicKey : ed25519.getPublicKey(key) };
    });
    const answers = await Promise.all(cases.map(({ sig, message, publicKey: key }) => verifyEd25519(sig, message, key)));
    expect(answers).toEqual(cases.map(({ sig, message, publicKey: key }) => ed25519.verify(sig, message, key)));
    expect(answers.filter(Boolean).length).toBeGreaterThan(100);
  });
});
