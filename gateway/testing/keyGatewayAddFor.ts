import type { Address, Hash, Hex, LocalAccount } from 'viem';
import { keyGatewayAbi } from '../chain/artifacts';
import { chainClients, type ChainEndpoint } from '../chain/deploy';
import { devAccount } from '../chain/devAccounts';
import { addForArgs, keyGatewayAddTypedData, type KeyGatewayAdd } from '../chain/keyGatewayAdd';

/**
 * Test support: KeyGateway.addFor as the Farcaster app sends it for a person who approved a key request:
 * the FID owner's EIP-712 `Add` (Farcaster's KEY_GATEWAY_EIP_712_TYPES, in the domain of this KeyGateway),
 * and a relayer that pays the gas.
 */

/** An Add before its nonce is read. */
export type KeyAdd = Omit<KeyGatewayAdd, 'nonce'>;

/** Anyone may send an addFor; this account does in tests (the Farcaster app stand-in's relayer too). */
export const testRelayer = (): LocalAccount => devAccount(18);

/** The nonce the owner's next Add must carry. */
export function addNonceOf(chain: ChainEndpoint, keyGateway: Address, owner: Address): Promise<bigint> {
  const { publicClient } = chainClients(chain, testRelayer());
  return publicClient.readContract({ address: keyGateway, abi: keyGatewayAbi, functionName: 'nonces', args: [owner] });
}

/** `signer`'s signature of the Add: the owner's own, unless a test signs as someone else. */
export function signAdd(chain: ChainEndpoint, keyGateway: Address, signer: LocalAccount, add: KeyAdd & { nonce: bigint }): Promise<Hex> {
  return signer.signTypedData(keyGatewayAddTypedData(chain.chainId, keyGateway, add));
}

/** Sends KeyGateway.addFor from the relayer; the transaction's hash, or the revert it would meet. */
export function sendAddFor(chain: ChainEndpoint, keyGateway: Address, add: KeyAdd, sig: Hex): Promise<Hash> {
  return chainClients(chain, testRelayer()).walletClient.writeContract({
    address: keyGateway,
    abi: keyGatewayAbi,
    functionName: 'addFor',
    args: addForArgs(add, sig),
  });
}
