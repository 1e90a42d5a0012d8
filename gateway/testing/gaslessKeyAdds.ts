import {
  FarcasterNetwork,
  makeKeyAdd,
  makeKeyAddBody,
  makeKeyRemove,
  makeKeyRemoveBody,
  makeKeyRemoveBodySelfRevoke,
  type Message,
  MessageType,
  NobleEd25519Signer,
  ViemLocalEip712Signer,
} from '@farcaster/core';
import { ed25519 } from '@noble/curves/ed25519.js';
import type { LocalAccount } from 'viem';
import { farcasterNow } from './signedMessage';

/** Test support: gasless KEY_ADD and KEY_REMOVE messages made with `@farcaster/core`'s own builders, as Snapchain's guide does. */

/** What a client posting casts, likes, follows and profile fields asks for. */
export const POSTING_SCOPES = [
  MessageType.CAST_ADD,
  MessageType.CAST_REMOVE,
  MessageType.REACTION_ADD,
  MessageType.REACTION_REMOVE,
  MessageType.LINK_ADD,
  MessageType.LINK_REMOVE,
  MessageType.USER_DATA_ADD,
];

export const newSignerKey = (): Uint8Array => ed25519.utils.randomSecretKey();
export const publicKeyOf = (privateKey: Uint8Array): Uint8Array => ed25519.getPublicKey(privateKey);
export const publicKeyHex = (privateKey: Uint8Array): `0x${string}` => `0x${Buffer.from(publicKeyOf(privateKey)).toString('hex')}`;

const unwrap = <T>(result: { isErr(): boolean; _unsafeUnwrap(): T; _unsafeUnwrapErr(): unknown }): T => {
  if (result.isErr()) throw result._unsafeUnwrapErr();
  return result._unsafeUnwrap();
};

export interface KeyAddRequest {
  fid: number;
  /** The FID's custody key: signs the KeyAdd. */
  custody: LocalAccount;
  /** The new key's private half: signs the message itself. */
  signerKey: Uint8Array;
  nonce: number;
  /** The requesting app's FID and its custody key; the FID itself by default. */
  requester?: { fid: number; custody: LocalAccount };
  scopes?: MessageType[];
  /** Seconds; 30 days by default. */
  ttl?: number;
  /** Farcaster seconds; now by default. */
  timestamp?: number;
}

export async function keyAddMessage(request: KeyAddRequest): Promise<Message> {
  const timestamp = request.timestamp ?? farcasterNow();
  const body = unwrap(
    await makeKeyAddBody(
      {
        fid: BigInt(request.fid),
        key: publicKeyOf(request.signerKey),
        scopes: request.scopes ?? POSTING_SCOPES,
        ttl: request.ttl ?? 30 * 24 * 3600,
        nonce: request.nonce,
        deadline: farcasterNow() + 3600,
        requestFid: BigInt(request.requester?.fid ?? request.fid),
      },
      new ViemLocalEip712Signer(request.custody),
      request.requester ? new ViemLocalEip712Signer(request.requester.custody) : undefined,
    ),
  );
  return unwrap(await makeKeyAdd(body, { fid: request.fid, network: FarcasterNetwork.MAINNET, timestamp }, new NobleEd25519Signer(request.signerKey)));
}

/** A KEY_REMOVE: by the custody (`custody` given, the user nonce) or by the key itself (its requester's app nonce). */
export async function keyRemoveMessage(request: { fid: number; signerKey: Uint8Array; nonce: number; custody?: LocalAccount }): Promise<Message> {
  const key = publicKeyOf(request.signerKey);
  const deadline = farcasterNow() + 3600;
  const body = request.custody
    ? unwrap(await makeKeyRemoveBody({ fid: BigInt(request.fid), key, nonce: request.nonce, deadline }, new ViemLocalEip712Signer(request.custody)))
    : unwrap(makeKeyRemoveBodySelfRevoke({ key, nonce: request.nonce, deadline }));
  return unwrap(await makeKeyRemove(body, { fid: request.fid, network: FarcasterNetwork.MAINNET }, new NobleEd25519Signer(request.signerKey)));
}
