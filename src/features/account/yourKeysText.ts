import type { KeyState } from '../../wallet/keyRegistryRead';

/** What "Your keys" knows of the key's state on chain: the KeyRegistry's answer, still asking, or no answer. */
export type KeyOnChain = KeyState | 'checking' | 'unknown';

/** How the key of this browser came to be: approved in the Farcaster app, or added from the custody wallet (FID mode). */
export function keyOriginText(approvedInFarcaster: boolean): string {
  return approvedInFarcaster ? 'Approved in the Farcaster app' : 'Added from your custody wallet';
}

export function keyOnChainText(state: KeyOnChain): string {
  switch (state) {
    case 'added':
      return 'active on chain';
    case 'removed':
      return 'removed on chain: it no longer posts';
    case 'none':
      return 'not on chain';
    case 'checking':
      return 'checking the chain…';
    case 'unknown':
      return "the chain can't be read now";
  }
}

/** Where the key is revoked for good, beyond this browser. */
export function revokeText(approvedInFarcaster: boolean): string {
  return approvedInFarcaster
    ? "Removing it here only forgets it in this browser. To revoke it everywhere, remove Castline under Connected apps in the Farcaster app's settings."
    : 'Removing a key on chain is done from the custody wallet (KeyRegistry remove).';
}
