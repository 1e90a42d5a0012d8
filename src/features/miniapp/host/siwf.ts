import { createSiweMessage } from 'viem/siwe';
import type { Address } from '../../../auth/session';

export interface SiwfInput {
  /** The app's address: its host is the message's domain, the address its URI. */
  appUrl: string;
  address: Address;
  /** The viewer's FID, for an L1 account; an L2 identity has none. */
  fid: number | null;
  nonce: string;
  notBefore?: string | undefined;
  expirationTime?: string | undefined;
  now: Date;
}

/**
 * A Sign-In-With-Farcaster message: EIP-4361 with the statement "Farcaster Auth", chain 10 and the
 * `farcaster://fid/<fid>` resource, as Farcaster's auth-kit writes it.
 */
export function siwfMessage({ appUrl, address, fid, nonce, notBefore, expirationTime, now }: SiwfInput): string {
  const url = new URL(appUrl);
  return createSiweMessage({
    domain: url.host,
    address,
    statement: 'Farcaster Auth',
    uri: url.href,
    version: '1',
    chainId: 10,
    nonce,
    issuedAt: now,
    ...(notBefore && { notBefore: new Date(notBefore) }),
    ...(expirationTime && { expirationTime: new Date(expirationTime) }),
    ...(fid !== null && fid > 0 && { resources: [`farcaster://fid/${fid}`] }),
  });
}
