import { accountKey, identityOf } from './handover';
import type { Address, Identity, SessionState } from './session';

/**
 * Who was signed in here last: public facts only (address, wallet name, identity), never the
 * token. After a reload with no other tab open it lets the app offer "Continue as …" and find that
 * person's drafts.
 */
export interface LastAccount {
  address: Address;
  walletName: string | null;
  identity: Identity;
}

export const LAST_ACCOUNT_KEY = 'castline.lastAccount';

export function parseLastAccount(raw: string | null): LastAccount | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const identity = identityOf(v.identity);
  if (typeof v.address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(v.address) || identity === null) return null;
  return { address: v.address as Address, walletName: typeof v.walletName === 'string' ? v.walletName : null, identity };
}

export function loadLastAccount(storage: Storage): LastAccount | null {
  return parseLastAccount(storage.getItem(LAST_ACCOUNT_KEY));
}

export function saveLastAccount(storage: Storage, account: LastAccount | null): void {
  if (account) {
    const { address, walletName, identity } = account;
    storage.setItem(LAST_ACCOUNT_KEY, JSON.stringify({ address, walletName, identity }));
  } else {
    storage.removeItem(LAST_ACCOUNT_KEY);
  }
}

/**
 * Whose things (drafts, mutes, the service worker's kept reads) this browser shows: the signed-in
 * account's; signed out, those of the account last signed in here, so a reload that ends in
 * "Continue as …" finds them as they were. Null when there is neither.
 */
export function localAccountOf(session: Pick<SessionState, 'identity'>, storage: Storage): string | null {
  const identity = session.identity ?? loadLastAccount(storage)?.identity;
  return identity ? accountKey(identity) : null;
}

/** `localAccountOf` as a name to keep things under: `signed-out` when there is no account. */
export function localOwnerOf(session: Pick<SessionState, 'identity'>, storage: Storage): string {
  return localAccountOf(session, storage) ?? 'signed-out';
}
