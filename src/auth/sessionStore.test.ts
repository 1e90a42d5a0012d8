import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from './sessionStore';

const address = '0x00000000000000000000000000000000000000aa' as const;

describe('createSessionStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function signIn(store: ReturnType<typeof createSessionStore>, expiresAt: number | null) {
    store.dispatch({ type: 'wallet-connected', address, walletName: 'MetaMask' });
    store.dispatch({ type: 'signed-in', token: 'jwt', identity: { layer: 'L2', fid: address }, expiresAt });
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
});
