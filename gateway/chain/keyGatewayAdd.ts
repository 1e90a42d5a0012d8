import { KEY_GATEWAY_EIP_712_TYPES } from '@farcaster/core';
import type { Address, Hex } from 'viem';
import { KEY_TYPE_ED25519, METADATA_TYPE_SIGNED_KEY_REQUEST } from '../../src/farcaster/signedKeyRequest';

/** An Ed25519 key for `owner`'s FID, as KeyGateway.addFor takes it from whoever pays the gas. */
export interface KeyGatewayAdd {
  owner: Address;
  key: Hex;
  /** The app's signed key request for the key, ABI-encoded. */
  metadata: Hex;
  /** The owner's next nonce at the KeyGateway (`nonces(owner)`). */
  nonce: bigint;
  /** Unix seconds: until when the signature holds. */
  deadline: bigint;
}

/** The owner's EIP-712 `Add` (Farcaster's KEY_GATEWAY_EIP_712_TYPES) in the domain of the KeyGateway at `keyGateway`, ready for `signTypedData`. */
export function keyGatewayAddTypedData(chainId: number, keyGateway: Address, add: KeyGatewayAdd) {
  return {
    domain: { ...KEY_GATEWAY_EIP_712_TYPES.domain, chainId, verifyingContract: keyGateway },
    types: KEY_GATEWAY_EIP_712_TYPES.types,
    primaryType: 'Add',
    message: { ...add, keyType: KEY_TYPE_ED25519, metadataType: METADATA_TYPE_SIGNED_KEY_REQUEST },
  } as const;
}

/** KeyGateway.addFor's arguments for `add`, signed by its owner with `signature`. */
export function addForArgs(add: Omit<KeyGatewayAdd, 'nonce'>, signature: Hex) {
  return [add.owner, KEY_TYPE_ED25519, add.key, METADATA_TYPE_SIGNED_KEY_REQUEST, add.metadata, add.deadline, signature] as const;
}
