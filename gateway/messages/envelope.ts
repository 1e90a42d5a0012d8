import { Message, MessageData } from '@farcaster/core';
import { blake3 } from '@noble/hashes/blake3.js';
import { InvalidInputError } from '../domainErrors';
import { verifyEd25519 } from './ed25519';

/** A submitted message whose hash and signature hold, with `data` read from the bytes that were hashed. */
export interface CheckedMessage {
  message: Message;
  data: MessageData;
  hashHex: `0x${string}`;
  signerHex: `0x${string}`;
  signatureHex: `0x${string}`;
  /** The whole Message, protobuf-encoded. */
  rawHex: `0x${string}`;
}

const HASH_SCHEME_BLAKE3 = 1;
const SIGNATURE_SCHEME_ED25519 = 1;

export const hex = (bytes: Uint8Array): `0x${string}` => `0x${Buffer.from(bytes).toString('hex')}`;

export function decodeMessage(json: unknown): Message {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new InvalidInputError('message must be a Farcaster Message object in protobuf JSON form');
  }
  try {
    return Message.fromJSON(json);
  } catch (error) {
    throw new InvalidInputError(`message is not a valid Farcaster Message: ${(error as Error).message}`);
  }
}

/** Checks what a hub checks first: BLAKE3-160 of the data bytes, then the Ed25519 signature over it. */
export async function checkEnvelope(message: Message): Promise<CheckedMessage> {
  const bytes = message.dataBytes && message.dataBytes.length > 0 ? message.dataBytes : null;
  const data = readData(message, bytes);
  if (message.hashScheme !== HASH_SCHEME_BLAKE3) throw new InvalidInputError('message.hashScheme must be HASH_SCHEME_BLAKE3');
  if (message.signatureScheme !== SIGNATURE_SCHEME_ED25519) {
    throw new InvalidInputError('message.signatureScheme must be SIGNATURE_SCHEME_ED25519');
  }
  const hashed = bytes ?? MessageData.encode(data).finish();
  const hash = blake3(hashed, { dkLen: 20 });
  if (Buffer.compare(Buffer.from(hash), Buffer.from(message.hash)) !== 0) {
    throw new InvalidInputError(`Invalid message hash: expected ${hex(hash)}, got ${hex(message.hash)}`);
  }
  if (message.signer.length !== 32 || message.signature.length !== 64 || !(await verifySignature(message))) {
    throw new InvalidInputError('Invalid message signature: the Ed25519 signature does not match the hash and signer');
  }
  return {
    message: { ...message, data, dataBytes: bytes ?? undefined },
    data,
    hashHex: hex(hash),
    signerHex: hex(message.signer),
    signatureHex: hex(message.signature),
    rawHex: hex(Message.encode(message).finish()),
  };
}

/** A hub hashes `dataBytes` when present, so that is the data that counts, never a `data` sent beside it. */
function readData(message: Message, bytes: Uint8Array | null): MessageData {
  if (bytes) {
    try {
      return MessageData.decode(bytes);
    } catch {
      throw new InvalidInputError('message.dataBytes is not an encoded MessageData');
    }
  }
  if (message.data) return message.data;
  throw new InvalidInputError('message has neither data nor dataBytes');
}

function verifySignature(message: Message): Promise<boolean> {
  return verifyEd25519(message.signature, message.hash, message.signer);
}
