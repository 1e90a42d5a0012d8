import { BaseError, type Address, type Hex, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { InvalidInputError } from '../domainErrors';
import { OPTIMISM_CHAIN_ID, optimismRegistries } from '../../src/farcaster/registries';
import {
  encodeSignedKeyRequestMetadata,
  signedKeyRequestTypedData,
  type SignedKeyRequestVerifier,
} from '../../src/farcaster/signedKeyRequest';

/**
 * Key requests signed by the gateway's app account: the FID its operator owns, whose custody key signs
 * the EIP-712 SignedKeyRequest a person approves in the Farcaster app. The app sends the answer to the
 * Farcaster client API, and the Farcaster app passes its metadata to KeyGateway.add.
 */

/** Where the app asks the Farcaster app for approval by default: Farcaster's client API. */
export const PUBLIC_CLIENT_API_URL = 'https://api.farcaster.xyz';
/** How long a signed key request stays valid, by default and at the most and least. */
export const SIGNER_REQUEST_TTL_SECONDS = { default: 86_400, min: 60, max: 604_800 } as const;
/** The environment variable that carries the app account's custody key, which never goes in a flag. */
export const APP_CUSTODY_KEY_ENV = 'CASTLINE_APP_CUSTODY_KEY';

/** The app account as the operator gives it: its FID and the custody address's private key. */
export interface AppAccount {
  fid: number;
  custodyKey: Hex;
}

/** The app account ready to sign: the key lives inside the account and is never read back. */
export interface AppSigner {
  fid: number;
  account: LocalAccount;
}

/** The app account cannot sign for its FID; the words never hold the key. */
class AppAccountError extends Error {
  override readonly name = 'AppAccountError';
}

/** What the app hands the Farcaster client API, and the metadata KeyGateway.add receives. */
interface SignedKeyRequestAnswer {
  requestFid: number;
  requestSigner: Address;
  signature: Hex;
  /** Unix seconds. */
  deadline: number;
  metadata: Hex;
}

/** 32 bytes in hex: a secp256k1 private key, or an Ed25519 public key. */
const BYTES32 = /^0x[0-9a-fA-F]{64}$/;

export const isCustodyKey = (value: string): value is Hex => BYTES32.test(value);

export function appSigner({ fid, custodyKey }: AppAccount): AppSigner {
  if (!isCustodyKey(custodyKey)) throw new AppAccountError(`${APP_CUSTODY_KEY_ENV} must be 0x and 64 hex digits: the private key of FID ${fid}'s custody address`);
  try {
    return { fid, account: privateKeyToAccount(custodyKey) };
  } catch {
    throw new AppAccountError(`${APP_CUSTODY_KEY_ENV} is not a usable secp256k1 private key`);
  }
}

/** Refuses an app account whose key does not hold its FID, as the registry (on chain) says. */
export async function checkAppCustody(signer: AppSigner, custodyOf: (fid: number) => Promise<Address | null>): Promise<void> {
  const { fid, account } = signer;
  let custody: Address | null;
  try {
    custody = await custodyOf(fid);
  } catch (error) {
    const why = error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error);
    throw new AppAccountError(`The chain could not be asked which address holds app FID ${fid}: ${why}`);
  }
  if (custody?.toLowerCase() === account.address.toLowerCase()) return;
  const holder = custody ? `is held by ${custody}` : 'is not registered';
  throw new AppAccountError(`App FID ${fid} ${holder} on the chain, but ${APP_CUSTODY_KEY_ENV} is the key of ${account.address}: give --app-fid the FID that address holds, or the key of its custody address`);
}

/** The verifier of the gateway's chain, or Farcaster's own validator on OP Mainnet without one. */
export function signedKeyRequestVerifier(chain: SignedKeyRequestVerifier | null): SignedKeyRequestVerifier {
  return chain ? { chainId: chain.chainId, validator: chain.validator } : { chainId: OPTIMISM_CHAIN_ID, validator: optimismRegistries.validator };
}

/** The Ed25519 public key of a request body, or a 400 that says what one looks like. */
export function requestedKey(value: unknown): Hex {
  if (typeof value === 'string' && BYTES32.test(value)) return value.toLowerCase() as Hex;
  throw new InvalidInputError('key must be an Ed25519 public key: 0x and 64 hex digits (32 bytes)');
}

interface KeyRequestTerms {
  verifier: SignedKeyRequestVerifier;
  ttlSeconds: number;
  /** Milliseconds since the epoch. */
  now: number;
}

/** The app account's SignedKeyRequest for `key`, valid for `ttlSeconds` from `now`. */
export async function signKeyRequest(signer: AppSigner, key: Hex, { verifier, ttlSeconds, now }: KeyRequestTerms): Promise<SignedKeyRequestAnswer> {
  const requestFid = signer.fid;
  const deadline = Math.floor(now / 1000) + ttlSeconds;
  const signature = await signer.account.signTypedData(signedKeyRequestTypedData(verifier, { requestFid, key, deadline }));
  const requestSigner = signer.account.address;
  const metadata = encodeSignedKeyRequestMetadata({ requestFid, key, deadline, requestSigner, signature });
  return { requestFid, requestSigner, signature, deadline, metadata };
}
