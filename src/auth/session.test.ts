import { describe, expect, it } from 'vitest';
import { initialSession, sessionReducer, sessionStatus, tokenExpiry, type SessionEvent, type SessionState } from './session';
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
  { type: 'signed-in', token: 't', identity: { layer: 'L2', fid: alice.toLowerCase() }, expiresAt: null },
];

describe('sessionReducer', () => {
  it('walks connect → message → signature → signed in, with a visible step each time', () => {
    const steps = signedIn.map((_, i) => sessionStatus(run(signedIn.slice(0, i + 1))));
    expect(steps).toEqual(['connected', 'signing-in', 'signing-in', 'signing-in', 'signed-in']);
    expect(run(signedIn.slice(0, 3)).message).toBe('Sign in: 42');
    expect(run(signedIn.slice(0, 4)).step).toBe('verifying');
  });

  it('keeps the wallet connected after a failure so the person can try again', () => {
    const declined = new AppError('wallet-rejected', 'The wallet request was declined.');
    const state = run([...signedIn.slice(0, 3), { type: 'sign-in-failed', error: declined }]);
    expect(sessionStatus(state)).toBe('connected');
    expect(state.error).toBe(declined);
    expect(run([{ type: 'sign-in-started' }], state).error).toBeNull();
  });

  it('signs out when the wallet switches to another account, but not when the same account reports in other letter case', () => {
    const state = run(signedIn);
    expect(run([{ type: 'account-changed', address: bob }], state).token).toBeNull();
    expect(run([{ type: 'account-changed', address: bob }], state).address).toBe(bob);
    expect(run([{ type: 'account-changed', address: alice.toLowerCase() as `0x${string}` }], state).token).toBe('t');
  });

  it('forgets everything when the wallet disconnects', () => {
    expect(run([{ type: 'wallet-disconnected' }], run(signedIn))).toEqual(initialSession);
  });

  it('marks an expired session so signing again can continue the interrupted action', () => {
    const expired = run([{ type: 'token-expired' }], run(signedIn));
    expect(sessionStatus(expired)).toBe('expired');
    expect(expired.token).toBeNull();
    expect(expired.address).toBe(alice);
    expect(sessionStatus(run(signedIn.slice(1), expired))).toBe('signed-in');
    // Expiry without a token (already signed out) changes nothing.
    expect(run([{ type: 'token-expired' }], initialSession)).toBe(initialSession);
  });
});

describe('tokenExpiry', () => {
  const jwt = (payload: object) =>
    `e30.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

  it('reads exp in milliseconds', () => {
    expect(tokenExpiry(jwt({ exp: 1700000000 }))).toBe(1700000000000);
  });

  it('is null for tokens that never expire or cannot be read', () => {
    expect(tokenExpiry(jwt({ payload: { id: 'x' }, iat: 1 }))).toBeNull();
    expect(tokenExpiry('garbage')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });
});
