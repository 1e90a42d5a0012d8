import { KEY_GATEWAY_EIP_712_TYPES } from '@farcaster/core';
import type { Address, Hash, Hex, LocalAccount } from 'viem';
import { keyGatewayAbi } from '../chain/artifacts';
import { chainClients, type ChainEndpoint } from '../chain/deploy';
import { devAccount } from '../chain/devAccounts';
import { KEY_TYPE_ED25519, METADATA_TYPE_SIGNED_KEY_REQUEST } from '../../src/farcaster/signedKeyRequest';

/**
 * Test support: KeyGateway.addFor as the Farcaster app sends it for a person who approved a key request:
 * the FID owner's EIP-712 `Add` (Farcaster's KEY_GATEWAY_EIP_712_TYPES, in the domain of this KeyGateway),
 * and a relayer that pays the gas.
 */

export interface KeyAdd {
  owner: Address;
  /** An Ed25519 public key. */
  key: Hex;
  /** The app's signed key request for the key, ABI-encoded. */
  metadata: Hex;
  /** Unix seconds: until when the Add signature holds. */
  deadline: bigint;
}

/** Anyone may send an addFor; this account does in tests (the Farcaster app stand-in's relayer too). */
export const testRelayer = (): LocalAccount => devAccount(18);

/** The nonce the owner's next Add must carry. */
export function addNonceOf(chain: ChainEndpoint, keyGateway: Address, owner: Address): Promise<bigint> {
  const { publicClient } = chainClients(chain, testRelayer());
  return publicClient.readContract({ address: keyGateway, abi: keyGatewayAbi, functionName: 'nonces', args: [owner] });
}

/** `signer`'s signature of the Add: the owner's own, unless a test signs as someone else. */
export function signAdd(chain: ChainEndpoint, keyGateway: Address, signer: LocalAccount, add: KeyAdd & { nonce: bigint }): Promise<Hex> {
  return signer.signTypedData({
    domain: { ...KEY_GATEWAY_EIP_712_TYPES.domain, chainId: chain.chainId, verifyingContract: keyGateway },
    types: KEY_GATEWAY_EIP_712_TYPES.types,
    primaryType: 'Add',
    message: { ...add, keyType: KEY_TYPE_ED25519, metadataType: METADATA_TYPE_SIGNED_KEY_REQUEST },
  });
}

/** Sends KeyGateway.addFor from the relayer; the transaction's hash, or the revert it would meet. */
export function sendAddFor(chain: ChainEndpoint, keyGateway: Address, add: KeyAdd, sig: Hex): Promise<Hash> {
  return chainClients(chain, testRelayer()).walletClient.writeContract({
    address: keyGateway,
    abi: keyGatewayAbi,
    functionName: 'addFor',
    args: [add.owner, KEY_TYPE_ED25519, add.key, METADATA_TYPE_SIGNED_KEY_REQUEST, add.metadata, add.deadline, sig],
  });
}
