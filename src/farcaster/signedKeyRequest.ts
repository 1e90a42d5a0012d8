// Farcaster's signed key request, as the wallet signs it and as KeyGateway.add receives it.
// viem only: the browser app builds it and the gateway's tests and seed verify the same bytes.
import { encodeAbiParameters, type Address, type Hex } from 'viem';

export const KEY_TYPE_ED25519 = 1;
/** An auth address: an Ethereum address that may sign in for the FID (Sign in with Farcaster). */
export const KEY_TYPE_AUTH_ADDRESS = 2;
export const METADATA_TYPE_SIGNED_KEY_REQUEST = 1;

export const signedKeyRequestTypes = {
  SignedKeyRequest: [
    { name: 'requestFid', type: 'uint256' },
    { name: 'key', type: 'bytes' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

export const signedKeyRequestMetadataAbi = [
  {
    type: 'tuple',
    components: [
      { name: 'requestFid', type: 'uint256' },
      { name: 'requestSigner', type: 'address' },
      { name: 'signature', type: 'bytes' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
] as const;

/** Where the request will be verified: the validator contract and the chain it lives on. */
export interface SignedKeyRequestVerifier {
  chainId: number;
  validator: Address;
}

export interface SignedKeyRequest {
  /** The fid asking for the key; an app's fid on Farcaster, the person's own fid here. */
  requestFid: number | bigint;
  /** The key being added, 32 bytes: an Ed25519 public key, or an auth address as `authAddressKey` encodes it. */
  key: Hex;
  /** Unix seconds after which the validator refuses the request. */
  deadline: number | bigint;
}

export function signedKeyRequestDomain({ chainId, validator }: SignedKeyRequestVerifier) {
  return {
    name: 'Farcaster SignedKeyRequestValidator',
    version: '1',
    chainId,
    verifyingContract: validator,
  } as const;
}

/** Typed data ready for viem's or a wallet's `signTypedData`. */
export function signedKeyRequestTypedData(verifier: SignedKeyRequestVerifier, request: SignedKeyRequest) {
  return {
    domain: signedKeyRequestDomain(verifier),
    types: signedKeyRequestTypes,
    primaryType: 'SignedKeyRequest',
    message: { requestFid: BigInt(request.requestFid), key: request.key, deadline: BigInt(request.deadline) },
  } as const;
}

/** The `metadata` argument of KeyGateway.add: the request plus who signed it and the signature. */
export function encodeSignedKeyRequestMetadata(
  request: SignedKeyRequest & { requestSigner: Address; signature: Hex },
): Hex {
  return encodeAbiParameters(signedKeyRequestMetadataAbi, [
    {
      requestFid: BigInt(request.requestFid),
      requestSigner: request.requestSigner,
      signature: request.signature,
      deadline: BigInt(request.deadline),
    },
  ]);
}

/** How the KeyRegistry keeps an auth address: ABI-encoded, a 32-byte key. */
export function authAddressKey(address: Address): Hex {
  return encodeAbiParameters([{ type: 'address' }], [address]);
}
