// FID lookups and signer additions on the registry chain, through the connected wallet: the lookup is a
// wagmi read query; adding a signer is one run of wagmi actions that reports each step as it goes.
import type { Config } from 'wagmi';
import { AppError } from '../../../errors/appError';
import { getChainId, signTypedData, switchChain, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { idRegistryAbi, keyGatewayAbi } from '../../../farcaster/registries';
import {
  encodeSignedKeyRequestMetadata,
  KEY_TYPE_ED25519,
  METADATA_TYPE_SIGNED_KEY_REQUEST,
  signedKeyRequestTypedData,
} from '../../../farcaster/signedKeyRequest';
import type { RegistryChain } from '../../../wallet/registryChain';

type Address = `0x${string}`;

/** A signed key request is valid this long: enough to approve the transaction in the wallet. */
const REQUEST_VALIDITY_SECONDS = 3_600;

/**
 * The IdRegistry read, for wagmi's useReadContract, of the FID whose custody is `address`: null when it
 * has none. Without a registry chain nothing is read.
 */
export function fidLookup(chain: RegistryChain | null, address: Address, enabled: boolean) {
  return {
    chainId: chain?.chainId,
    address: chain?.idRegistry,
    abi: idRegistryAbi,
    functionName: 'idOf',
    args: [address],
    // viem's transport already retries a failed request; a second round would only delay the answer.
    query: { enabled, retry: false, select: (fid: bigint) => (fid === 0n ? null : Number(fid)) },
  } as const;
}

export type AddSignerProgress =
  | { step: 'switching-chain' }
  | { step: 'signing-request' }
  | { step: 'sending' }
  | { step: 'pending'; hash: Address };

export class AddSignerError extends AppError {
  override name = 'AddSignerError';
  constructor(
    message: string,
    readonly hash: Address | null,
    options?: { cause?: unknown },
  ) {
    super('wallet', message, options);
  }
}

/**
 * Adds an Ed25519 signer to the custody's own FID: the wallet signs the SignedKeyRequest (the FID as
 * its own requester) and sends KeyGateway.add; resolves with the hash once the transaction succeeded.
 */
export async function addSigner(
  config: Config,
  chain: RegistryChain,
  request: { custody: Address; fid: number; key: Address },
  onProgress: (progress: AddSignerProgress) => void,
): Promise<Address> {
  if (getChainId(config) !== chain.chainId) {
    onProgress({ step: 'switching-chain' });
    await switchChain(config, { chainId: chain.chainId });
  }
  onProgress({ step: 'signing-request' });
  const deadline = Math.floor(Date.now() / 1000) + REQUEST_VALIDITY_SECONDS;
  const keyRequest = { requestFid: request.fid, key: request.key, deadline };
  const signature = await signTypedData(config, {
    account: request.custody,
    ...signedKeyRequestTypedData({ chainId: chain.chainId, validator: chain.validator }, keyRequest),
  });
  const metadata = encodeSignedKeyRequestMetadata({ ...keyRequest, requestSigner: request.custody, signature });
  onProgress({ step: 'sending' });
  const hash = await writeContract(config, {
    chainId: chain.chainId,
    account: request.custody,
    address: chain.keyGateway,
    abi: keyGatewayAbi,
    functionName: 'add',
    args: [KEY_TYPE_ED25519, request.key, METADATA_TYPE_SIGNED_KEY_REQUEST, metadata],
  });
  onProgress({ step: 'pending', hash });
  const receipt = await waitForTransactionReceipt(config, { chainId: chain.chainId, hash, pollingInterval: 500 }).catch((error: unknown) => {
    throw new AddSignerError('The transaction was sent, but its result could not be read from the chain.', hash, { cause: error });
  });
  if (receipt.status !== 'success') throw new AddSignerError('The transaction failed on chain: the signer was not added.', hash);
  return hash;
}
