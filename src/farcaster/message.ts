import { blake3 } from '@noble/hashes/blake3.js';
import { encodeMessageData, type MessageData } from './messageData';
import { messageDataJson, toBase64, type MessageJson } from './messageJson';
import type { Ed25519Signer } from './signer';

/** 2021-01-01T00:00:00Z in Unix milliseconds. */
export const FARCASTER_EPOCH_MS = 1_609_459_200_000;

/** Seconds since the Farcaster epoch, rounded as `@farcaster/core` rounds them. */
export function farcasterTime(dateMs: number): number {
  if (!(dateMs >= FARCASTER_EPOCH_MS)) throw new RangeError('Time must be after the Farcaster epoch (2021-01-01)');
  const seconds = Math.round((dateMs - FARCASTER_EPOCH_MS) / 1000);
  if (seconds > 0xffff_ffff) throw new RangeError('Time is too far in the future for a Farcaster timestamp');
  return seconds;
}

export interface SignedMessage {
  data: MessageData;
  dataBytes: Uint8Array;
  /** BLAKE3 of `dataBytes`, 20 bytes. */
  hash: Uint8Array;
  /** Ed25519 over `hash`, 64 bytes. */
  signature: Uint8Array;
  /** The signer's Ed25519 public key, 32 bytes. */
  signer: Uint8Array;
}

export async function buildMessage(data: MessageData, signer: Ed25519Signer): Promise<SignedMessage> {
  return { data, ...(await signDataBytes(encodeMessageData(data), signer)) };
}

/** The hash of a message's data bytes and the signer's signature over it. */
export async function signDataBytes(dataBytes: Uint8Array, signer: Ed25519Signer): Promise<Omit<SignedMessage, 'data'>> {
  const hash = blake3(dataBytes, { dkLen: 20 });
  const signature = await signer.sign(hash);
  if (signature.length !== 64) throw new Error(`Ed25519 signature must be 64 bytes, got ${signature.length}`);
  if (signer.publicKey.length !== 32) throw new Error(`Ed25519 public key must be 32 bytes, got ${signer.publicKey.length}`);
  return { dataBytes, hash, signature, signer: signer.publicKey };
}

export function toMessageJson(message: SignedMessage): MessageJson {
  return {
    data: messageDataJson(message.data),
    hash: toBase64(message.hash),
    hashScheme: 'HASH_SCHEME_BLAKE3',
    signature: toBase64(message.signature),
    signatureScheme: 'SIGNATURE_SCHEME_ED25519',
    signer: toBase64(message.signer),
    dataBytes: toBase64(message.dataBytes),
  };
}
