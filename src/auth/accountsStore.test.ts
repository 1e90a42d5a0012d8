import { afterEach, describe, expect, it } from 'vitest';
import { fidOf } from '../api/ids';
import { createAccountsStore, type AccountsStore } from './accountsStore';
import { signerKeyChanged } from './farcasterAccount';
import { createSessionStore, type SessionStore } from './sessionStore';

const origin = 'http://127.0.0.1:4173';
const alice = '0x00000000000000000000000000000000000000aa' as const;
const bob = '0x00000000000000000000000000000000000000bb' as const;

interface Tab {
  session: SessionStore;
  accounts: AccountsStore;
  leave: () => void;
  /** Tokens this tab asked the gateway to end. */
  ended: string[];
}

const open: Tab[] = [];
let channelName = '';

/** A tab with its own session and a real BroadcastChannel, as the browser gives each tab. */
function openTab(id: string, tabOrigin = origin): Tab {
  const session = createSessionStore();
  const ended: string[] = [];
  const accounts = createAccountsStore(session, { origin: tabOrigin, tabId: id, endSession: (token) => ended.push(token) });
  const leave = accounts.connect(new BroadcastChannel(channelName), 50);
  const tab = { session, accounts, leave, ended };
  open.push(tab);
  return tab;
}

function signIn(tab: Tab, address: `0x${string}`, token: string, expiresAt: number | null = null) {
  tab.session.dispatch({ type: 'wallet-connected', address, walletName: 'MetaMask' });
  tab.session.dispatch({ type: 'signed-in', token, identity: { layer: 'L2', fid: fidOf(address) }, expiresAt });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 80));

describe('accounts shared between tabs', () => {
  afterEach(() => {
    open.splice(0).forEach((tab) => tab.leave());
  });

  it('hands the session to a new tab, which then needs no signature', async () => {
    channelName = `castline-test-${Math.random()}`;
    const a = openTab('a');
    signIn(a, alice, 'token-alice');
    const b = openTab('b');
    expect(b.accounts.isSettled()).toBe(false);
    await settle();
    expect(b.session.getToken()).toBe('token-alice');
    expect(b.session.getState().identity).toEqual({ layer: 'L2', fid: alice });
    expect(b.accounts.isSettled()).toBe(true);
  });

  it('a tab of another origin gets nothing', async () => {
    channelName = `castline-test-${Math.random()}`;
    const a = openTab('a');
    signIn(a, alice, 'token-alice');
    const b = openTab('b', 'http://evil.example');
    await settle();
    expect(b.session.getToken()).toBeNull();
  });

  it('signing out in one tab signs out the others; the other account stays to switch to', async () => {
    channelName = `castline-test-${Math.random()}`;
    const a = openTab('a');
    signIn(a, alice, 'token-alice');
    signIn(a, bob, 'token-bob');
    const b = openTab('b');
    await settle();
    expect(b.session.getToken()).toBe('token-bob');
    expect(b.accounts.getSet().accounts).toHaveLength(2);

    b.accounts.switchTo(`L2:${alice}`);
    await settle();
    expect(a.session.getToken()).toBe('token-alice');

    a.accounts.signOut();
    await settle();
    expect(b.session.getToken()).toBeNull();
    expect(b.accounts.getSet().accounts.map((x) => x.token)).toEqual(['token-bob']);
    // The token is ended at the gateway once, by the tab where the person signed out.
    expect([a.ended, b.ended]).toEqual([['token-alice'], []]);

    b.accounts.signOutAll();
    await settle();
    expect(a.accounts.getSet().accounts).toEqual([]);
    expect([a.ended, b.ended]).toEqual([['token-alice'], ['token-bob']]);
  });

  it('a tab handed the session connecting its wallet as the current account keeps it, in every tab', async () => {
    channelName = `castline-test-${Math.random()}`;
    const a = openTab('a');
    signIn(a, alice, 'token-alice');
    const b = openTab('b');
    await settle();
    b.session.dispatch({ type: 'wallet-connected', address: alice, walletName: 'MetaMask' });
    await settle();
    for (const tab of [a, b]) {
      expect(tab.session.getToken()).toBe('token-alice');
      expect(tab.accounts.getSet()).toMatchObject({ active: `L2:${alice}`, accounts: [{ token: 'token-alice' }] });
    }
  });

  it('does not hand over a token about to expire', async () => {
    channelName = `castline-test-${Math.random()}`;
    const a = openTab('a');
    signIn(a, alice, 'token-alice', Date.now() + 2_000);
    const b = openTab('b');
    await settle();
    expect(b.session.getToken()).toBeNull();
    expect(a.session.getToken()).toBe('token-alice');
  });

  it('the wallet changing account in one tab changes it in every tab: to that account when held, else to none', async () => {
    channelName = `castline-test-${Math.random()}`;
    const a = openTab('a');
    signIn(a, alice, 'token-alice');
    signIn(a, bob, 'token-bob');
    const b = openTab('b');
    await settle();
    a.session.dispatch({ type: 'account-changed', address: alice });
    await settle();
    expect(a.session.getToken()).toBe('token-alice');
    expect(b.session.getToken()).toBe('token-alice');
    a.session.dispatch({ type: 'account-changed', address: '0x00000000000000000000000000000000000000cc' });
    await settle();
    expect(b.session.getToken()).toBeNull();
    expect(b.accounts.getSet()).toMatchObject({ active: null });
    expect(b.accounts.getSet().accounts).toHaveLength(2);
  });

  it('a key to post with, enabled or forgotten in one tab, reaches the others with the same token', async () => {
    channelName = `castline-test-${Math.random()}`;
    const a = openTab('a');
    a.session.dispatch({ type: 'session-restored', address: alice, walletName: 'Farcaster', token: 'token-carol', identity: { layer: 'L1', fid: fidOf('3'), signerKey: null }, expiresAt: null });
    const b = openTab('b');
    await settle();
    expect(b.session.getState().identity).toEqual({ layer: 'L1', fid: '3', signerKey: null });
    a.session.dispatch(signerKeyChanged(a.session.getState(), '3', '0xbeef')!);
    await settle();
    expect(b.session.getState()).toMatchObject({ token: 'token-carol', identity: { layer: 'L1', fid: '3', signerKey: '0xbeef' } });
    b.session.dispatch(signerKeyChanged(b.session.getState(), '3', null)!);
    await settle();
    expect(a.session.getState()).toMatchObject({ token: 'token-carol', identity: { signerKey: null } });
    expect(a.accounts.getSet().accounts).toHaveLength(1);
  });

  it('an expired token is dropped, in this tab and the others', async () => {
    channelName = `castline-test-${Math.random()}`;
    const a = openTab('a');
    signIn(a, alice, 'token-alice');
    const b = openTab('b');
    await settle();
    a.session.dispatch({ type: 'token-expired' });
    await settle();
    expect(b.session.getToken()).toBeNull();
    expect(b.accounts.getSet().accounts).toEqual([]);
  });
});
