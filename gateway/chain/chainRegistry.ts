// The gateway's signer registry read from IdRegistry and KeyRegistry contracts: the local chain's,
// or Farcaster's own on OP Mainnet (see optimismRegistries), which share these functions.
import { createPublicClient, http, isAddress, isHex, size, zeroAddress, type Address } from 'viem';
import type { FarcasterRegistry } from '../l1/registry';
import { idRegistryAbi, keyRegistryAbi } from '../../src/farcaster/registries';
import { authAddressKey, KEY_TYPE_AUTH_ADDRESS, KEY_TYPE_ED25519 } from '../../src/farcaster/signedKeyRequest';

export interface ChainRegistryOptions {
  chainUrl: string;
  idRegistry: Address;
  keyRegistry: Address;
}

const KEY_STATE_ADDED = 1;

const isFid = (fid: number) => Number.isSafeInteger(fid) && fid > 0;

export function createChainRegistry({ chainUrl, idRegistry, keyRegistry }: ChainRegistryOptions): FarcasterRegistry {
  const client = createPublicClient({ transport: http(chainUrl) });
  /** Whether the KeyRegistry holds `key` for `fid`, added and not removed, as a key of this type. */
  async function holdsKey(fid: number, key: `0x${string}`, keyType: number): Promise<boolean> {
    const keyData = await client.readContract({
      address: keyRegistry,
      abi: keyRegistryAbi,
      functionName: 'keyDataOf',
      args: [BigInt(fid), key],
    });
    return keyData.state === KEY_STATE_ADDED && keyData.keyType === keyType;
  }

  return {
    async fidOf(custody) {
      if (!isAddress(custody, { strict: false })) return null;
      const fid = await client.readContract({ address: idRegistry, abi: idRegistryAbi, functionName: 'idOf', args: [custody] });
      return fid === 0n ? null : Number(fid);
    },

    async custodyOf(fid) {
      if (!isFid(fid)) return null;
      const custody = await client.readContract({
        address: idRegistry,
        abi: idRegistryAbi,
        functionName: 'custodyOf',
        args: [BigInt(fid)],
      });
      return custody === zeroAddress ? null : custody;
    },

    async isActiveSigner(fid, signerKey) {
      // Not a key the registry could hold: no need to ask the chain.
      if (!isFid(fid) || !isHex(signerKey, { strict: true }) || size(signerKey) !== 32) return false;
      return holdsKey(fid, signerKey, KEY_TYPE_ED25519);
    },

    async isAuthAddress(fid, address) {
      if (!isFid(fid) || !isAddress(address, { strict: false })) return false;
      return holdsKey(fid, authAddressKey(address), KEY_TYPE_AUTH_ADDRESS);
    },
  };
}
