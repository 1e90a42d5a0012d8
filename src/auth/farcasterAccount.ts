import type { Identity, SessionEvent, SessionState } from './session';

/**
 * An account signed in with Farcaster (FIP-11): the custody key stays on the person's phone, so no
 * wallet here can sign for it. It posts with a key the Farcaster app approved for Castline, which this
 * browser keeps under the FID itself, whichever address (custody or auth address) signed the sign-in.
 */

/** The wallet name such a session carries: there is no wallet, the Farcaster app signed. */
export const FARCASTER_WALLET_NAME = 'Farcaster';

interface SignedInAs {
  walletName: string | null;
  identity: Identity | null;
}

export function signedInWithFarcaster(account: SignedInAs): boolean {
  return account.identity?.layer === 'L1' && account.walletName === FARCASTER_WALLET_NAME;
}

/** Signed in with Farcaster and holding no key to post with yet: "Enable posting" is what it needs. */
export function needsPostingKey(account: SignedInAs): boolean {
  return signedInWithFarcaster(account) && account.identity?.layer === 'L1' && account.identity.signerKey === null;
}

/** Where this browser keeps the FID's approved key (signerKeyStore): the same for a custody and an auth-address sign-in. */
export function postingKeyOwner(fid: string | number): string {
  return `fid:${fid}`;
}

/** Where the key of a request not approved yet waits, so that closing the tab midway loses nothing. */
export function pendingKeyOwner(fid: string | number): string {
  return `fid:${fid}:pending`;
}

/**
 * The event that gives the signed-in account `fid` a key to post with, or takes it away (null): the
 * same session with its identity changed, which the other tabs adopt like any change of the session.
 * Null when that account is not the one signed in, or nothing changes.
 */
export function signerKeyChanged(state: SessionState, fid: string, signerKey: string | null): SessionEvent | null {
  const { address, walletName, token, identity, expiresAt } = state;
  if (!address || !token || identity?.layer !== 'L1' || identity.fid !== fid || identity.signerKey === signerKey) return null;
  return { type: 'session-restored', address, walletName, token, identity: { ...identity, signerKey }, expiresAt };
}
