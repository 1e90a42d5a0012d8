import type { Address } from 'viem';
import type { HDAccount } from 'viem/accounts';
import { keyGatewayAbi, keyRegistryAbi } from '../chain/artifacts';
import { chainClients, type ChainEndpoint, type RegistryContracts } from '../chain/deploy';
import {
  authAddressKey,
  encodeSignedKeyRequestMetadata,
  KEY_TYPE_AUTH_ADDRESS,
  METADATA_TYPE_SIGNED_KEY_REQUEST,
  signedKeyRequestTypedData,
} from '../../src/farcaster/signedKeyRequest';

/** Test support: auth addresses of a development chain's FIDs, added and removed by their custody as a wallet would. */

/** Adds `authAddress` to the custody's FID through KeyGateway.add (key type 2, a signed key request of the FID itself). */
export async function addAuthAddress(chain: ChainEndpoint, contracts: RegistryContracts, custody: HDAccount, fid: number, authAddress: Address): Promise<void> {
  const { publicClient, walletClient } = chainClients(chain, custody);
  const { timestamp } = await publicClient.getBlock();
  const request = { requestFid: fid, key: authAddressKey(authAddress), deadline: timestamp + 3_600n };
  const signature = await custody.signTypedData(signedKeyRequestTypedData({ chainId: chain.chainId, validator: contracts.validator }, request));
  const metadata = encodeSignedKeyRequestMetadata({ ...request, requestSigner: custody.address, signature });
  const hash = await walletClient.writeContract({
    address: contracts.keyGateway,
    abi: keyGatewayAbi,
    functionName: 'add',
    args: [KEY_TYPE_AUTH_ADDRESS, request.key, METADATA_TYPE_SIGNED_KEY_REQUEST, metadata],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`Adding auth address ${authAddress} to fid ${fid} failed`);
}

/** Removes `authAddress` from the custody's FID (KeyRegistry.remove). */
export async function removeAuthAddress(chain: ChainEndpoint, contracts: RegistryContracts, custody: HDAccount, authAddress: Address): Promise<void> {
  const { publicClient, walletClient } = chainClients(chain, custody);
  const hash = await walletClient.writeContract({ address: contracts.keyRegistry, abi: keyRegistryAbi, functionName: 'remove', args: [authAddressKey(authAddress)] });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`Removing auth address ${authAddress} failed`);
}
