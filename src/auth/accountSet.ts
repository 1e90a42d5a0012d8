import { accountKey, type AccountSet, type HeldAccount } from './handover';
import { sameAddress, type SessionState } from './session';

export const NO_ACCOUNTS: AccountSet = { accounts: [], active: null };

/** The current session as an account to hold, when it is signed in. */
export function heldAccountOf(state: SessionState): HeldAccount | null {
  if (!state.token || !state.identity || !state.address) return null;
  return { address: state.address, walletName: state.walletName, token: state.token, identity: state.identity, expiresAt: state.expiresAt };
}

/**
 * Follows the current session: a sign-in adds (or refreshes) its account and makes it the active
 * one, as does a change of its identity (a key to post with, got or forgotten); signing out or the
 * token expiring drops the active account; the wallet moving to another account (or disconnecting)
 * only leaves it inactive, to switch back to. Returns `set` itself when nothing changed.
 */
export function followSession(set: AccountSet, state: SessionState): AccountSet {
  const held = heldAccountOf(state);
  if (held) {
    const key = accountKey(held.identity);
    const existing = set.accounts.find((a) => accountKey(a.identity) === key);
    if (existing && existing.token === held.token && existing.identity === held.identity && set.active === key) return set;
    return { accounts: [...set.accounts.filter((a) => accountKey(a.identity) !== key), held], active: key };
  }
  const active = activeAccount(set);
  if (!active) return set.active === null ? set : { ...set, active: null };
  const walletMoved = !state.expired && !sameAddress(state.address, active.address);
  if (walletMoved) return { ...set, active: null };
  return { accounts: set.accounts.filter((a) => a !== active), active: null };
}

/** The held account the wallet now points at, when it moved to one that is signed in already. */
export function accountForWallet(set: AccountSet, state: SessionState): HeldAccount | null {
  if (state.token || state.expired || !state.address) return null;
  const active = activeAccount(set);
  if (active && sameAddress(active.address, state.address)) return null;
  return set.accounts.find((a) => sameAddress(a.address, state.address)) ?? null;
}

export function activeAccount(set: AccountSet): HeldAccount | null {
  return set.accounts.find((a) => accountKey(a.identity) === set.active) ?? null;
}
