// A gasless KEY_ADD message (Snapchain's off-chain signers, engine V16): the custody's EIP-712 KeyAdd and
// the requester's SignedKeyRequest, both on Snapchain's own domain, and the message signed by the new key.
// The bytes and typed data are those of @farcaster/core 0.20 (makeKeyAddBody, makeKeyAdd), which the tests
// hold them to; that package itself is too large for the browser (about 1 MB compressed, with faker).
import { fromHex, type Hex } from './hex';
import { signDataBytes } from './message';
import { type FarcasterNetwork, NETWORK_NUMBER } from './messageData';
import { toBase64 } from './messageJson';
import { ProtobufWriter } from './protobufWriter';
import { encodeSignedKeyRequestMetadata, KEY_TYPE_ED25519, METADATA_TYPE_SIGNED_KEY_REQUEST } from './signedKeyRequest';
import type { Ed25519Signer } from './signer';

/** `GASLESS_KEY_EIP_712_DOMAIN`: no contract verifies it, and its chain id (Ethereum's) is what wallets show. */
export const GASLESS_KEY_DOMAIN = { name: 'Farcaster KeyAdd', version: '1', chainId: 1 } as const;

const keyAddTypes = {
  KeyAdd: [
    { name: 'fid', type: 'uint256' },
    { name: 'key', type: 'bytes' },
    { name: 'keyType', type: 'uint32' },
    { name: 'scopes', type: 'uint32[]' },
    { name: 'ttl', type: 'uint32' },
    { name: 'nonce', type: 'uint32' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

const gaslessKeyRequestTypes = {
  SignedKeyRequest: [
    { name: 'requestFid', type: 'uint256' },
    { name: 'key', type: 'bytes' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

/** Message type numbers a key may be scoped to sign: what Castline sends (casts, likes and recasts, follows, profile fields). */
export const POSTING_SCOPES = {
  CAST_ADD: 1,
  CAST_REMOVE: 2,
  REACTION_ADD: 3,
  REACTION_REMOVE: 4,
  LINK_ADD: 5,
  LINK_REMOVE: 6,
  USER_DATA_ADD: 11,
} as const;

const MESSAGE_TYPE_KEY_ADD = 16;
const MESSAGE_DATA_KEY_ADD_BODY = 19;

/** What the custody authorizes: the key, for one FID, to sign these message types, with this sliding time to live. */
export interface KeyAddRequest {
  fid: number;
  /** The Ed25519 public key, 32 bytes. */
  key: Hex;
  scopes: readonly number[];
  /** Seconds, at most 90 days (`MAX_KEY_TTL_SECONDS`); each use starts it again. */
  ttl: number;
  /** Greater than the FID's current nonce on the node. */
  nonce: number;
  /** Farcaster seconds after which neither signature is taken. */
  deadline: number;
}

/** The custody's KeyAdd, for a wallet's `signTypedData`. */
export function keyAddTypedData(request: KeyAddRequest) {
  return {
    domain: GASLESS_KEY_DOMAIN,
    types: keyAddTypes,
    primaryType: 'KeyAdd',
    message: {
      fid: BigInt(request.fid),
      key: request.key,
      keyType: KEY_TYPE_ED25519,
      scopes: [...request.scopes],
      ttl: request.ttl,
      nonce: request.nonce,
      deadline: BigInt(request.deadline),
    },
  } as const;
}

/** The requester's SignedKeyRequest on Snapchain's domain (not the on-chain validator's), for `signTypedData`. */
export function gaslessKeyRequestTypedData(request: { requestFid: number; key: Hex; deadline: number }) {
  return {
    domain: GASLESS_KEY_DOMAIN,
    types: gaslessKeyRequestTypes,
    primaryType: 'SignedKeyRequest',
    message: { requestFid: BigInt(request.requestFid), key: request.key, deadline: BigInt(request.deadline) },
  } as const;
}

export interface KeyAddSignatures {
  /** The custody's signature of `keyAddTypedData`. */
  custodySignature: Hex;
  /** Who asks for the key (its FID, its custody address) and that custody's signature of `gaslessKeyRequestTypedData`. */
  requestFid: number;
  requestSigner: Hex;
  requestSignature: Hex;
}

/** The KEY_ADD's `MessageData` bytes, field for field as `MessageData.encode` of @farcaster/core writes them. */
export function encodeKeyAddData(
  envelope: { timestamp: number; network: FarcasterNetwork },
  request: KeyAddRequest,
  signatures: KeyAddSignatures,
): Uint8Array {
  const metadata = encodeSignedKeyRequestMetadata({
    requestFid: signatures.requestFid,
    key: request.key,
    deadline: request.deadline,
    requestSigner: signatures.requestSigner,
    signature: signatures.requestSignature,
  });
  const w = new ProtobufWriter();
  w.uint(1, MESSAGE_TYPE_KEY_ADD);
  if (request.fid !== 0) w.uint(2, request.fid);
  if (envelope.timestamp !== 0) w.uint(3, envelope.timestamp);
  w.uint(4, NETWORK_NUMBER[envelope.network]);
  w.message(MESSAGE_DATA_KEY_ADD_BODY, (body) => {
    body.bytes(1, fromHex(request.key));
    body.uint(2, KEY_TYPE_ED25519);
    body.bytes(3, fromHex(signatures.custodySignature));
    if (request.deadline !== 0) body.uint(4, request.deadline);
    if (request.nonce !== 0) body.uint(5, request.nonce);
    body.bytes(6, fromHex(metadata));
    body.uint(7, METADATA_TYPE_SIGNED_KEY_REQUEST);
    body.packed(9, request.scopes);
    if (request.ttl !== 0) body.uint(10, request.ttl);
  });
  return w.finish();
}

/** A KEY_ADD in protobuf JSON form, its data carried as `dataBytes` only: what the gateway's key route takes. */
export interface KeyAddMessageJson {
  dataBytes: string;
  hash: string;
  hashScheme: 'HASH_SCHEME_BLAKE3';
  signature: string;
  signatureScheme: 'SIGNATURE_SCHEME_ED25519';
  signer: string;
}

/** The KEY_ADD signed by the key it adds: holding the key is the proof that whoever sends it may. */
export async function signKeyAdd(dataBytes: Uint8Array, newKey: Ed25519Signer): Promise<KeyAddMessageJson> {
  const signed = await signDataBytes(dataBytes, newKey);
  return {
    dataBytes: toBase64(signed.dataBytes),
    hash: toBase64(signed.hash),
    hashScheme: 'HASH_SCHEME_BLAKE3',
    signature: toBase64(signed.signature),
    signatureScheme: 'SIGNATURE_SCHEME_ED25519',
    signer: toBase64(signed.signer),
  };
}
