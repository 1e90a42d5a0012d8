import { createPublicClient, http, zeroAddress, type Address } from 'viem';
import { idRegistryAbi } from '../../../src/farcaster/registries';
import type { CustodyOf } from './gaslessKeys';

/**
 * FIDs' custody addresses read from an IdRegistry (`custodyOf`), as a node learns them from the chain's
 * IdRegistry events: the local chain's (`npm run dev`) or any other with Farcaster's interface.
 */
export function chainCustody(chainUrl: string, idRegistry: Address): CustodyOf {
  const client = createPublicClient({ transport: http(chainUrl) });
  return async (fid) => {
    if (!Number.isSafeInteger(fid) || fid <= 0) return null;
    const custody = await client.readContract({ address: idRegistry, abi: idRegistryAbi, functionName: 'custodyOf', args: [BigInt(fid)] });
    return custody === zeroAddress ? null : custody;
  };
}
