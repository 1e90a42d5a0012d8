import { initialSession, sessionReducer, type SessionEvent, type SessionState } from './session';

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  dispatch(event: SessionEvent): void;
  /** The bearer token for protected requests, from memory only. */
  getToken(): string | null;
  /** Resolves when the person is signed in (at once if they are). */
  whenSignedIn(): Promise<void>;
}

/** Holds the session in memory and ends it by itself when the token's own expiry passes. */
export function createSessionStore(now: () => number = Date.now): SessionStore {
  let state = initialSession;
  const listeners = new Set<() => void>();
  let waiting: (() => void)[] = [];
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
    state = next;
    if (tokenChanged) scheduleExpiry();
    if (state.token) {
      const resolved = waiting;
      waiting = [];
      resolved.forEach((resolve) => resolve());
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
    whenSignedIn() {
      if (state.token) return Promise.resolve();
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}
