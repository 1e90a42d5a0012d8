import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fidOf } from '../api/ids';
import { createSessionStore } from './sessionStore';

const address = '0x00000000000000000000000000000000000000aa' as const;

describe('createSessionStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function signIn(store: ReturnType<typeof createSessionStore>, expiresAt: number | null) {
    store.dispatch({ type: 'wallet-connected', address, walletName: 'MetaMask' });
    store.dispatch({ type: 'signed-in', token: 'jwt', identity: { layer: 'L2', fid: fidOf(address) }, expiresAt });
  }

  it('hands out the token from memory and notifies subscribers', () => {
    const store = createSessionStore();
    const seen: (string | null)[] = [];
    store.subscribe(() => seen.push(store.getToken()));
    signIn(store, null);
    expect(store.getToken()).toBe('jwt');
    expect(seen).toEqual([null, 'jwt']);
  });

  it('expires the session when the token says it ends', () => {
    const store = createSessionStore(() => Date.now());
    signIn(store, Date.now() + 2000);
    vi.advanceTimersByTime(1999);
    expect(store.getToken()).toBe('jwt');
    vi.advanceTimersByTime(1);
    expect(store.getToken()).toBeNull();
    expect(store.getState().expired).toBe(true);
  });

  it('lets an interrupted action wait for the next sign-in', async () => {
    const store = createSessionStore();
    let resumed = false;
    const wait = store.whenSignedIn().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    signIn(store, null);
    await wait;
    expect(resumed).toBe(true);
    await expect(store.whenSignedIn()).resolves.toBeUndefined();
  });

  it('stops a wait for sign-in when the person signs out instead, or when the waiter gives up', async () => {
    const store = createSessionStore();
    signIn(store, null);
    store.dispatch({ type: 'token-expired' });
    const waiting = store.whenSignedIn();
    store.dispatch({ type: 'sign-in-started' });
    store.dispatch({ type: 'signed-out' });
    await expect(waiting).rejects.toMatchObject({ kind: 'not-signed-in', message: expect.stringMatching(/signed out/) });

    signIn(store, null);
    store.dispatch({ type: 'token-expired' });
    const controller = new AbortController();
    const abandoned = store.whenSignedIn(controller.signal);
    const kept = store.whenSignedIn();
    controller.abort();
    await expect(abandoned).rejects.toMatchObject({ kind: 'not-signed-in' });
    store.dispatch({ type: 'wallet-connected', address, walletName: 'MetaMask' });
    store.dispatch({ type: 'signed-in', token: 'jwt', identity: { layer: 'L2', fid: fidOf(address) }, expiresAt: null });
    await expect(kept).resolves.toBeUndefined();
    await expect(store.whenSignedIn(AbortSignal.abort())).resolves.toBeUndefined();
  });

  it('keeps waiting through a wallet connecting before the first sign-in', async () => {
    const store = createSessionStore();
    const waiting = store.whenSignedIn(AbortSignal.abort());
    await expect(waiting).rejects.toMatchObject({ kind: 'not-signed-in' });
    let resumed = false;
    const wait = store.whenSignedIn().then(() => (resumed = true));
    store.dispatch({ type: 'wallet-connected', address, walletName: 'MetaMask' });
    store.dispatch({ type: 'sign-in-started' });
    await Promise.resolve();
    expect(resumed).toBe(false);
    signIn(store, null);
    await wait;
    expect(resumed).toBe(true);
  });
});
