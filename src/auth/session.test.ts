import { describe, expect, it } from 'vitest';
import { fidOf } from '../api/ids';
import { initialSession, sameAddress, sessionReducer, sessionStatus, type SessionEvent, type SessionState } from './session';
import { AppError } from '../errors/appError';

const alice = '0xAbC0000000000000000000000000000000000001' as const;
const bob = '0x0000000000000000000000000000000000000002' as const;

function run(events: SessionEvent[], from: SessionState = initialSession): SessionState {
  return events.reduce(sessionReducer, from);
}

const signedIn: SessionEvent[] = [
  { type: 'wallet-connected', address: alice, walletName: 'MetaMask' },
  { type: 'sign-in-started' },
  { type: 'message-received', message: 'Sign in: 42' },
  { type: 'signature-made' },
  { type: 'signed-in', token: 't', identity: { layer: 'L2', fid: fidOf(alice) }, expiresAt: null },
];

describe('sessionReducer', () => {
  it('walks connect → message → signature → signed in, with a visible step each time', () => {
    const steps = signedIn.map((_, i) => sessionStatus(run(signedIn.slice(0, i + 1))));
    expect(steps).toEqual(['connected', 'signing-in', 'signing-in', 'signing-in', 'signed-in']);
    expect(run(signedIn.slice(0, 3)).message).toBe('Sign in: 42');
    expect(run(signedIn.slice(0, 4)).step).toBe('verifying');
    expect(signedIn.map((_, i) => run(signedIn.slice(0, i + 1)).step)).toEqual(['idle', 'fetching-message', 'awaiting-signature', 'verifying', 'idle']);
  });

  it('takes over a session another tab hands over, replacing whatever was half done', () => {
    const halfway = run(signedIn.slice(0, 3));
    const restored = run([{ type: 'session-restored', address: bob, walletName: 'Rabby', token: 't2', identity: { layer: 'L2', fid: fidOf(bob) }, expiresAt: 99 }], halfway);
    expect(sessionStatus(restored)).toBe('signed-in');
    expect(restored).toMatchObject({ address: bob, walletName: 'Rabby', token: 't2', identity: { layer: 'L2', fid: fidOf(bob) }, expiresAt: 99, expired: false, step: 'idle', message: null });
    const afterExpiry = run([{ type: 'token-expired' }, { type: 'session-restored', address: alice, walletName: null, token: 't3', identity: { layer: 'L2', fid: fidOf(alice) }, expiresAt: null }], run(signedIn));
    expect(afterExpiry.expired).toBe(false);
  });

  it('starts with nobody connected', () => {
    expect(sessionStatus(initialSession)).toBe('disconnected');
    expect(initialSession).toMatchObject({ step: 'idle', token: null, expired: false, error: null });
  });

  it('signs out to a connected wallet, with nothing of the session left', () => {
    const out = run([{ type: 'signed-out' }], run(signedIn));
    expect(sessionStatus(out)).toBe('connected');
    expect(out).toMatchObject({ address: alice, walletName: 'MetaMask', step: 'idle', message: null, token: null, identity: null, expired: false });
    const afterExpiry = run([{ type: 'token-expired' }, { type: 'signed-out' }], run(signedIn));
    expect(sessionStatus(afterExpiry)).toBe('connected');
  });

  it('takes an account the wallet reports before any was connected', () => {
    const state = run([{ type: 'account-changed', address: bob }]);
    expect(state.address).toBe(bob);
    expect(sessionStatus(state)).toBe('connected');
    expect(sameAddress(alice, null)).toBe(false);
    expect(sameAddress(null, null)).toBe(false);
  });

  it('keeps the wallet connected after a failure so the person can try again', () => {
    const declined = new AppError('wallet-rejected', 'The wallet request was declined.');
    const state = run([...signedIn.slice(0, 3), { type: 'sign-in-failed', error: declined }]);
    expect(sessionStatus(state)).toBe('connected');
    expect(state.error).toBe(declined);
    expect(run([{ type: 'sign-in-started' }], state).error).toBeNull();
  });

  it('forgets a sign-in that failed for want of a connection once the connection returns, and no other failure', () => {
    const cut = run([...signedIn.slice(0, 2), { type: 'sign-in-failed', error: new AppError('network', 'Failed to fetch') }]);
    expect(run([{ type: 'connection-returned' }], cut)).toMatchObject({ error: null, address: alice, step: 'idle' });
    const declined = run([...signedIn.slice(0, 3), { type: 'sign-in-failed', error: new AppError('wallet-rejected', 'declined') }]);
    expect(run([{ type: 'connection-returned' }], declined)).toBe(declined);
  });

  it('signs out when the wallet switches to another account, but not when the same account reports in other letter case', () => {
    const state = run(signedIn);
    expect(run([{ type: 'account-changed', address: bob }], state).token).toBeNull();
    expect(run([{ type: 'account-changed', address: bob }], state).address).toBe(bob);
    expect(run([{ type: 'account-changed', address: alice.toLowerCase() as `0x${string}` }], state).token).toBe('t');
  });

  it('keeps the session when the wallet connects as the account signed in (a tab handed the session), and only then', () => {
    const handedOver = run([{ type: 'session-restored', address: alice, walletName: 'Farcaster', token: 't', identity: { layer: 'L1', fid: fidOf('3'), signerKey: null }, expiresAt: null }]);
    expect(run([{ type: 'wallet-connected', address: alice.toLowerCase() as `0x${string}`, walletName: 'Throwaway wallet' }], handedOver)).toBe(handedOver);
    const other = run([{ type: 'wallet-connected', address: bob, walletName: 'Throwaway wallet' }], handedOver);
    expect(other).toMatchObject({ address: bob, walletName: 'Throwaway wallet', token: null, identity: null });
  });

  it('forgets everything when the wallet disconnects', () => {
    expect(run([{ type: 'wallet-disconnected' }], run(signedIn))).toEqual(initialSession);
  });

  it('marks an expired session so signing again can continue the interrupted action', () => {
    const expired = run([{ type: 'token-expired' }], run(signedIn));
    expect(sessionStatus(expired)).toBe('expired');
    expect(expired.token).toBeNull();
    expect(expired.address).toBe(alice);
    const again = run(signedIn.slice(1), expired);
    expect(sessionStatus(again)).toBe('signed-in');
    expect(again.expired).toBe(false);
    // Another account is another person: the expired session is not theirs to continue.
    const switched = run([{ type: 'account-changed', address: bob }], expired);
    expect(sessionStatus(switched)).toBe('connected');
    expect(switched.expired).toBe(false);
    // Expiry without a token (already signed out) changes nothing.
    expect(run([{ type: 'token-expired' }], initialSession)).toBe(initialSession);
  });
});
