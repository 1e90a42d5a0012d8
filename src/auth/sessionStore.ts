import { AppError } from '../errors/appError';
import { initialSession, sessionReducer, type SessionEvent, type SessionState } from './session';

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  dispatch(event: SessionEvent): void;
  /** The bearer token for protected requests, from memory only. */
  getToken(): string | null;
  /**
   * Resolves when the person is signed in (at once if they are). Rejects with a `not-signed-in`
   * AppError when they sign out, disconnect or switch accounts instead, or when `signal` aborts.
   */
  whenSignedIn(signal?: AbortSignal): Promise<void>;
}

/** Holds the session in memory and ends it by itself when the token's own expiry passes. */
export function createSessionStore(now: () => number = Date.now): SessionStore {
  let state = initialSession;
  const listeners = new Set<() => void>();
  let waiting: { resolve(): void; reject(error: AppError): void }[] = [];
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  function scheduleExpiry() {
    clearTimeout(expiryTimer);
    if (state.token && state.expiresAt !== null) {
      expiryTimer = setTimeout(() => dispatch({ type: 'token-expired' }), Math.max(0, state.expiresAt - now()));
    }
  }

  function dispatch(event: SessionEvent) {
    const next = sessionReducer(state, event);
    if (next === state) return;
    const tokenChanged = next.token !== state.token;
    // The person left (signed out, disconnected, another account): whoever waits for their sign-in waits in vain.
    const signedOut = !next.token && (event.type === 'signed-out' || event.type === 'wallet-disconnected' || event.type === 'account-changed');
    state = next;
    if (tokenChanged) scheduleExpiry();
    if (state.token || signedOut) {
      const settled = waiting;
      waiting = [];
      for (const waiter of settled) {
        if (state.token) waiter.resolve();
        else waiter.reject(new AppError('not-signed-in', 'You signed out before it was sent. Sign in and try again; nothing you wrote is lost.'));
      }
    }
    listeners.forEach((listener) => listener());
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    getToken: () => state.token,
    whenSignedIn(signal) {
      if (state.token) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const waiter = {
          resolve() {
            signal?.removeEventListener('abort', cancel);
            resolve();
          },
          reject(error: AppError) {
            signal?.removeEventListener('abort', cancel);
            reject(error);
          },
        };
        const cancel = () => {
          waiting = waiting.filter((w) => w !== waiter);
          waiter.reject(new AppError('not-signed-in', 'Stopped waiting for sign-in.', { cause: signal?.reason }));
        };
        if (signal?.aborted) return cancel();
        signal?.addEventListener('abort', cancel);
        waiting.push(waiter);
      });
    },
  };
}
