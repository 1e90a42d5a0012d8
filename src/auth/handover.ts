import { fidOf } from '../api/ids';
import type { Address, Identity } from './session';

/**
 * The tab hand-over protocol, pure. Tabs of one origin share their signed-in accounts over a
 * BroadcastChannel, in memory only: a new tab asks, an open tab answers with what it holds, and
 * every change (sign-in, sign-out, switch, expiry) is announced as the whole new set.
 */

/** One signed-in account as a tab holds it: the token stays in memory, in this object. */
export interface HeldAccount {
  address: Address;
  walletName: string | null;
  token: string;
  identity: Identity;
  /** Milliseconds since epoch, or null when the token does not say. */
  expiresAt: number | null;
}

export interface AccountSet {
  accounts: HeldAccount[];
  /** The key (`accountKey`) of the account the tabs act as, or null when signed out. */
  active: string | null;
}

export type HandoverMessage =
  | { type: 'ask'; origin: string; from: string }
  | { type: 'accounts'; origin: string; from: string; set: AccountSet };

/** Accounts are told apart by identity: an FID (L1) or a wallet address (L2). */
export function accountKey(identity: Identity): string {
  return `${identity.layer}:${identity.fid}`;
}

/** A token about to run out is not handed on: the receiving tab could not use it for long. */
export const EXPIRY_MARGIN_MS = 10_000;

export function isUsable(account: HeldAccount, now: number): boolean {
  return account.expiresAt === null || account.expiresAt - now > EXPIRY_MARGIN_MS;
}

/** Only the accounts still usable; the active one is dropped when its account is. */
export function usableSet(set: AccountSet, now: number): AccountSet {
  const accounts = set.accounts.filter((a) => isUsable(a, now));
  const active = set.active !== null && accounts.some((a) => accountKey(a.identity) === set.active) ? set.active : null;
  return { accounts, active };
}

export function askMessage(origin: string, from: string): HandoverMessage {
  return { type: 'ask', origin, from };
}

export function accountsMessage(origin: string, from: string, set: AccountSet, now: number): HandoverMessage {
  return { type: 'accounts', origin, from, set: usableSet(set, now) };
}

export interface Receiver {
  origin: string;
  /** This tab's id: its own messages are ignored. */
  self: string;
  now: number;
}

/** What a tab does with a message it received. */
export type HandoverEffect =
  | { kind: 'ignore' }
  /** Another tab asked: answer with this tab's accounts, if it has any. */
  | { kind: 'answer' }
  /** Adopt this set as the accounts of this tab. */
  | { kind: 'adopt'; set: AccountSet };

export function receive(value: unknown, receiver: Receiver): HandoverEffect {
  const message = handoverMessageOf(value);
  if (!message) return { kind: 'ignore' };
  if (message.origin !== receiver.origin || message.from === receiver.self) return { kind: 'ignore' };
  if (message.type === 'ask') return { kind: 'answer' };
  return { kind: 'adopt', set: usableSet(message.set, receiver.now) };
}

/** An identity from outside this tab (another tab, this browser's storage), with its FID made canonical; null when malformed. */
export function identityOf(value: unknown): Identity | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.fid !== 'string') return null;
  if (v.layer === 'L2') return { layer: 'L2', fid: fidOf(v.fid) };
  if (v.layer === 'L1' && (typeof v.signerKey === 'string' || v.signerKey === null)) return { layer: 'L1', fid: fidOf(v.fid), signerKey: v.signerKey };
  return null;
}

function receivedAccount(value: unknown): HeldAccount | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const identity = identityOf(v.identity);
  if (
    identity === null ||
    typeof v.address !== 'string' ||
    !/^0x[0-9a-fA-F]{40}$/.test(v.address) ||
    !(v.walletName === null || typeof v.walletName === 'string') ||
    typeof v.token !== 'string' ||
    v.token === '' ||
    !(v.expiresAt === null || typeof v.expiresAt === 'number')
  ) {
    return null;
  }
  return { address: v.address as Address, walletName: v.walletName, token: v.token, identity, expiresAt: v.expiresAt };
}

function handoverMessageOf(value: unknown): HandoverMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const { origin, from } = v;
  if (typeof origin !== 'string' || typeof from !== 'string') return null;
  if (v.type === 'ask') return { type: 'ask', origin, from };
  if (v.type !== 'accounts' || typeof v.set !== 'object' || v.set === null) return null;
  const set = v.set as Record<string, unknown>;
  if (!Array.isArray(set.accounts) || !(set.active === null || typeof set.active === 'string')) return null;
  const accounts = set.accounts.map(receivedAccount);
  if (!accounts.every((a) => a !== null)) return null;
  return { type: 'accounts', origin, from, set: { accounts, active: set.active } };
}
