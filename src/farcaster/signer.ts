/**
 * Ed25519 signer keys held by WebCrypto as non-extractable keys: page scripts can ask for
 * signatures but can never read the private key out.
 */
import { AppError } from '../errors/appError';

export interface Ed25519Signer {
  /** 32 bytes. */
  publicKey: Uint8Array;
  sign(bytes: Uint8Array): Promise<Uint8Array>;
}

export type SignerKeyErrorCode = 'unsupported' | 'invalid-key';

export class SignerKeyError extends AppError {
  override name = 'SignerKeyError';
  constructor(
    readonly code: SignerKeyErrorCode,
    message: string,
  ) {
    super('signer-unavailable', message);
  }
}

const ED25519 = { name: 'Ed25519' } as const;

// ASN.1 header of a PKCS#8 PrivateKeyInfo for Ed25519 (RFC 8410), followed by the 32-byte seed.
const PKCS8_ED25519_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]);

function unsupported(cause: unknown): SignerKeyError {
  const error = new SignerKeyError('unsupported', 'This browser cannot create Ed25519 keys (WebCrypto Ed25519 is missing).');
  error.cause = cause;
  return error;
}

/** A fresh key pair whose private half cannot be exported. */
export async function generateSignerKey(): Promise<CryptoKeyPair> {
  try {
    return (await crypto.subtle.generateKey(ED25519, false, ['sign', 'verify'])) as CryptoKeyPair;
  } catch (cause) {
    throw unsupported(cause);
  }
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/**
 * Imports an existing signer from its 32-byte private key (the seed) as a non-extractable key.
 * WebCrypto does not derive a public key from a private one, so the seed goes through a
 * short-lived extractable copy whose JWK yields the public half; only the non-extractable key
 * is returned.
 */
export async function importSignerKey(privateKey: Uint8Array): Promise<CryptoKeyPair> {
  if (privateKey.length !== 32) {
    throw new SignerKeyError('invalid-key', `An Ed25519 private key is 32 bytes, not ${privateKey.length}.`);
  }
  const pkcs8 = new Uint8Array(PKCS8_ED25519_PREFIX.length + 32);
  pkcs8.set(PKCS8_ED25519_PREFIX);
  pkcs8.set(privateKey, PKCS8_ED25519_PREFIX.length);
  try {
    const transient = await crypto.subtle.importKey('pkcs8', pkcs8, ED25519, true, ['sign']);
    const { x } = await crypto.subtle.exportKey('jwk', transient);
    if (x === undefined) throw new Error('The JWK of an Ed25519 key has no public part');
    const publicKey = await crypto.subtle.importKey('raw', fromBase64Url(x), ED25519, true, ['verify']);
    const privateKeyHandle = await crypto.subtle.importKey('pkcs8', pkcs8, ED25519, false, ['sign']);
    return { publicKey, privateKey: privateKeyHandle };
  } catch (cause) {
    throw unsupported(cause);
  } finally {
    pkcs8.fill(0);
  }
}

/** The signer interface over a stored key pair. */
export async function signerFromKeyPair(pair: CryptoKeyPair): Promise<Ed25519Signer> {
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return {
    publicKey,
    // The copy gives WebCrypto a plain ArrayBuffer-backed view whatever the caller passed.
    sign: async (bytes) => new Uint8Array(await crypto.subtle.sign(ED25519, pair.privateKey, new Uint8Array(bytes))),
  };
}
