import { Message, MessageData, type MessageData as MessageDataType } from '@farcaster/core';
import { ed25519 } from '@noble/curves/ed25519.js';
import { blake3 } from '@noble/hashes/blake3.js';

/** Test support: signed Farcaster messages, without the gateway's server code. */

const FARCASTER_EPOCH_MS = Date.UTC(2021, 0, 1);
export const farcasterNow = (): number => Math.floor((Date.now() - FARCASTER_EPOCH_MS) / 1000);

/** A Message in protobuf JSON form, hashed over its data bytes and signed with the Ed25519 key. */
export function signedMessageJson(data: Partial<MessageDataType>, signerPrivateKey: Uint8Array | string): unknown {
  const key = typeof signerPrivateKey === 'string' ? Buffer.from(signerPrivateKey.replace(/^0x/, ''), 'hex') : signerPrivateKey;
  const full = MessageData.fromPartial({ network: 1, timestamp: farcasterNow(), ...data });
  const dataBytes = MessageData.encode(full).finish();
  const hash = blake3(dataBytes, { dkLen: 20 });
  const message = Message.fromPartial({
    data: full,
    dataBytes,
    hash,
    hashScheme: 1,
    signature: ed25519.sign(hash, key),
    signatureScheme: 1,
    signer: ed25519.getPublicKey(key),
  });
  return Message.toJSON(message);
}
