import { createPublicClient, http, type Transport } from 'viem';
import { keyRegistryAbi } from '../farcaster/registries';
import type { RegistryChain } from './registryChain';

/** A key in Farcaster's KeyRegistry, as `keyDataOf` says: never added, added (active), or removed. */
export type KeyState = 'none' | 'added' | 'removed';

const STATES: Record<number, KeyState> = { 0: 'none', 1: 'added', 2: 'removed' };

/** A chain that does not answer in this time is taken as not answering: the caller says so in words. */
export const KEY_READ_TIMEOUT_MS = 5_000;

/**
 * The state of `key` for `fid` in the KeyRegistry of `chain`, read with one `eth_call` (a plain viem
 * client: no wallet is needed to read). Rejects when the chain cannot be read.
 */
export async function keyStateOnChain(chain: RegistryChain, fid: number | string, key: `0x${string}`, transport: Transport = http(chain.rpcUrl, { timeout: KEY_READ_TIMEOUT_MS, retryCount: 1 })): Promise<KeyState> {
  const client = createPublicClient({ transport });
  const data = await client.readContract({ address: chain.keyRegistry, abi: keyRegistryAbi, functionName: 'keyDataOf', args: [BigInt(fid), key] });
  return STATES[data.state] ?? 'none';
}
