import { NO_ACCOUNTS, accountForWallet, activeAccount, followSession } from './accountSet';
import { accountKey, accountsMessage, askMessage, receive, type AccountSet, type HeldAccount } from './handover';
import type { SessionStore } from './sessionStore';

/** The part of BroadcastChannel the hand-over uses. */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface AccountsStore {
  getSet(): AccountSet;
  subscribe(listener: () => void): () => void;
  /** Makes another held account the current session, here and in every tab. */
  switchTo(key: string): void;
  /** Signs the current account out (the others stay), here and in every tab. */
  signOut(): void;
  /** Signs every account out, here and in every tab. */
  signOutAll(): void;
  /** Forgets every account in this tab only (another gateway: its tokens mean nothing there). */
  clear(): void;
  /** True once other tabs had their chance to hand a session over (or did). */
  isSettled(): boolean;
  /**
   * Joins the other tabs on `channel`: asks them for their accounts and keeps them in step from
   * then on. `answerWaitMs` is how long to wait for an answer. Returns how to leave.
   */
  connect(channel: TabChannel, answerWaitMs?: number): () => void;
}

export interface AccountsOptions {
  origin: string;
  tabId: string;
  now?: () => number;
  /** Ends a signed-out token at the gateway; called only by the tab where the person signed out. */
  endSession?: (token: string) => void;
}

/**
 * Several signed-in accounts around the one current session. The current session stays the
 * SessionStore everything reads; this keeps the others and shares all of them with the other tabs.
 */
export function createAccountsStore(session: SessionStore, options: AccountsOptions): AccountsStore {
  const { origin, tabId } = options;
  const now = options.now ?? Date.now;
  let set: AccountSet = followSession(NO_ACCOUNTS, session.getState());
  let channel: TabChannel | null = null;
  let settled = false;
  let adopting = false;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const announce = () => channel?.postMessage(accountsMessage(origin, tabId, set, now()));

  function restore(account: HeldAccount | null) {
    const current = session.getState();
    if (account) {
      // The same token with another signer key: the account got or lost a key to post with.
      if (current.token !== account.token || current.identity?.signerKey !== account.identity.signerKey) session.dispatch({ type: 'session-restored', ...account });
    } else if (current.token) {
      session.dispatch({ type: 'signed-out' });
    }
  }

  session.subscribe(() => {
    if (adopting) return;
    const wanted = accountForWallet(set, session.getState());
    if (wanted) return restore(wanted);
    const next = followSession(set, session.getState());
    if (next === set) return;
    set = next;
    emit();
    announce();
  });

  function adopt(next: AccountSet) {
    adopting = true;
    try {
      set = next;
      restore(activeAccount(set));
    } finally {
      adopting = false;
    }
    settle();
    emit();
  }

  function settle() {
    if (settled) return;
    settled = true;
    emit();
  }

  const onMessage = (event: MessageEvent) => {
    const effect = receive(event.data, { origin, self: tabId, now: now() });
    if (effect.kind === 'answer' && set.accounts.length > 0) announce();
    if (effect.kind === 'adopt') adopt(effect.set);
  };

  function forget() {
    set = NO_ACCOUNTS;
    adopting = true;
    try {
      session.dispatch({ type: 'signed-out' });
    } finally {
      adopting = false;
    }
    emit();
  }

  return {
    getSet: () => set,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    switchTo(key) {
      const account = set.accounts.find((a) => accountKey(a.identity) === key);
      if (account) restore(account);
    },
    signOut() {
      const { token } = session.getState();
      session.dispatch({ type: 'signed-out' });
      if (token) options.endSession?.(token);
    },
    signOutAll() {
      const tokens = set.accounts.map((account) => account.token);
      forget();
      announce();
      for (const token of tokens) options.endSession?.(token);
    },
    clear: forget,
    isSettled: () => settled,
    connect(joined, answerWaitMs = 400) {
      channel = joined;
      joined.addEventListener('message', onMessage);
      joined.postMessage(askMessage(origin, tabId));
      const timer = setTimeout(settle, answerWaitMs);
      return () => {
        clearTimeout(timer);
        joined.removeEventListener('message', onMessage);
        joined.close();
        if (channel === joined) channel = null;
      };
    },
  };
}
