import type { Fid } from '../api/model';
import { postingKeyOwner, signedInWithFarcaster } from '../auth/farcasterAccount';
import type { SessionState } from '../auth/session';
import { AppError } from '../errors/appError';

/** Who signs a message: the FID it is posted as and the wallet address whose stored key signs it. */
export interface Author {
  /** Decimal FID (L1) or lowercase address (L2). */
  fid: Fid;
  layer: 'L1' | 'L2';
  /** Where the signer key is stored: the lowercase wallet address, or `fid:<n>` for an account signed in with Farcaster. */
  keyOwner: string;
  /**
   * L1 only: the public key registered on chain for this FID (0x hex), which the stored key must match;
   * null when signed in with Farcaster before posting was enabled (the gateway checks the FID's signers).
   */
  registeredKey?: string | null;
  /** Signed in with Farcaster: its key is one the Farcaster app approved ("Enable posting"). */
  approvedInFarcaster?: true;
}

/**
 * The one place that turns a session into an author. Signature mode posts as the wallet
 * address with a key made in this browser; FID mode posts as the FID with the key registered
 * on chain, kept under the custody address; an account signed in with Farcaster posts as the FID
 * with the key the Farcaster app approved, kept under the FID.
 */
export function currentAuthor(session: Pick<SessionState, 'identity' | 'address'> & { walletName?: string | null }): Author | null {
  const { identity } = session;
  if (!identity) return null;
  if (identity.layer === 'L2') return { fid: identity.fid, layer: 'L2', keyOwner: identity.fid };
  if (!session.address) return null;
  const registeredKey = identity.signerKey?.toLowerCase() ?? null;
  if (signedInWithFarcaster({ walletName: session.walletName ?? null, identity })) {
    return { fid: identity.fid, layer: 'L1', keyOwner: postingKeyOwner(identity.fid), registeredKey, approvedInFarcaster: true };
  }
  return { fid: identity.fid, layer: 'L1', keyOwner: session.address.toLowerCase(), registeredKey };
}

/** Nobody to sign as. */
export const notSignedIn = (): AppError => new AppError('not-signed-in', 'Sign in to do this.');
