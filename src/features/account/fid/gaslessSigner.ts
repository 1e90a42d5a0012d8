// Adding a signer without gas: the custody wallet signs two EIP-712 messages (no transaction), the new key
// signs the KEY_ADD, the gateway sends it to its Farcaster node, and the node is read until it lists the key.
import type { TypedDataDefinition } from 'viem';
import type { Config } from 'wagmi';
import { getChainId, signTypedData, switchChain } from 'wagmi/actions';
import type { GaslessSignerCalls } from '../../../api/gaslessSigners';
import { AppError } from '../../../errors/appError';
import { toHex } from '../../../farcaster/hex';
import { encodeKeyAddData, GASLESS_KEY_DOMAIN, gaslessKeyRequestTypedData, keyAddTypedData, POSTING_SCOPES, signKeyAdd } from '../../../farcaster/keyAdd';
import { farcasterTime } from '../../../farcaster/message';
import type { Ed25519Signer } from '../../../farcaster/signer';

type Address = `0x${string}`;

/** Unused this long, the key expires; each message it signs starts the time again. */
export const KEY_TTL_SECONDS = 30 * 24 * 3600;
/** Both signatures are good this long: enough to approve them in the wallet. */
const REQUEST_VALIDITY_SECONDS = 3_600;
const CONFIRM_TIMEOUT_MS = 20_000;
const CONFIRM_POLL_MS = 500;

export type GaslessProgress =
  | { step: 'switching-chain' }
  | { step: 'signing-request' }
  | { step: 'signing-key-add' }
  | { step: 'sending' }
  | { step: 'confirming' };

/** A step that failed for a reason of its own, already in words. */
export class GaslessSignerError extends AppError {
  override name = 'GaslessSignerError';
  constructor(message: string, options?: { cause?: unknown }) {
    super('invalid-input', message, options);
  }
}

/** The wallet holding the FID's custody key, as far as adding a key without gas needs it. */
export interface CustodyWallet {
  address: Address;
  chainId(): number;
  switchChain(chainId: number): Promise<void>;
  signTypedData(typed: TypedDataDefinition): Promise<Address>;
}

/** The connected wallet, through wagmi. */
export function wagmiCustody(config: Config, address: Address): CustodyWallet {
  return {
    address,
    chainId: () => getChainId(config),
    switchChain: async (chainId) => void (await switchChain(config, { chainId })),
    signTypedData: (typed) => signTypedData(config, { account: address, ...typed }),
  };
}

export interface GaslessRequest {
  custody: CustodyWallet;
  fid: number;
  /** The new key, which signs the KEY_ADD. */
  key: Ed25519Signer;
}

export interface GaslessOptions {
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Adds `request.key` to the custody's own FID as a gasless KEY_ADD (the FID its own requester, as FID
 * mode's on-chain path does), and resolves once the node lists it. The wallet is moved to the chain the
 * signatures name first, as MetaMask signs typed data only for the chain it is on.
 */
export async function addSignerWithoutGas(
  calls: GaslessSignerCalls,
  request: GaslessRequest,
  onProgress: (progress: GaslessProgress) => void,
  { now = Date.now, sleep = wait }: GaslessOptions = {},
): Promise<void> {
  const listed = await calls.signers(request.fid);
  if (!listed) throw new GaslessSignerError('This gateway sends nothing to a Farcaster node, so a key cannot be added without gas through it.');
  const { custody } = request;
  if (custody.chainId() !== GASLESS_KEY_DOMAIN.chainId) {
    onProgress({ step: 'switching-chain' });
    await custody.switchChain(GASLESS_KEY_DOMAIN.chainId);
  }
  const key = toHex(request.key.publicKey);
  const timestamp = farcasterTime(now());
  const keyAdd = { fid: request.fid, key, scopes: Object.values(POSTING_SCOPES), ttl: KEY_TTL_SECONDS, nonce: listed.currentNonce + 1, deadline: timestamp + REQUEST_VALIDITY_SECONDS };
  onProgress({ step: 'signing-request' });
  const requestSignature = await custody.signTypedData(gaslessKeyRequestTypedData({ requestFid: request.fid, key, deadline: keyAdd.deadline }));
  onProgress({ step: 'signing-key-add' });
  const custodySignature = await custody.signTypedData(keyAddTypedData(keyAdd));
  const dataBytes = encodeKeyAddData({ timestamp, network: 'FARCASTER_NETWORK_MAINNET' }, keyAdd, {
    custodySignature,
    requestFid: request.fid,
    requestSigner: custody.address,
    requestSignature,
  });
  onProgress({ step: 'sending' });
  await calls.submit(await signKeyAdd(dataBytes, request.key));
  onProgress({ step: 'confirming' });
  const until = now() + CONFIRM_TIMEOUT_MS;
  for (;;) {
    if ((await calls.signers(request.fid))?.keys.includes(key)) return;
    if (now() >= until) throw new GaslessSignerError('The Farcaster node took the key but has not listed it yet. Try signing in with it in a minute.');
    await sleep(CONFIRM_POLL_MS);
  }
}
