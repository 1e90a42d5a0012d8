/**
 * The sign-in state machine, pure. The access token lives only in this state, in memory: it is
 * never written to any storage; other open tabs hand it over in memory (see handover.ts).
 */
import type { Fid } from '../api/model';
import type { AppError } from '../errors/appError';

export type Address = `0x${string}`;

/**
 * Who the gateway says the person is: an L2 wallet identity, or an L1 Farcaster account. An L1
 * account signed in with Farcaster (FIP-11) has no signer key (`null`) until the Farcaster app
 * approves one ("Enable posting"); it reads as the FID meanwhile. An L2 identity never has one.
 */
export type Identity =
  | { layer: 'L2'; fid: Fid; signerKey?: undefined }
  | { layer: 'L1'; fid: Fid; signerKey: string | null };

export type SignInStep = 'idle' | 'fetching-message' | 'awaiting-signature' | 'verifying';

export interface SessionState {
  /** The connected wallet account, if any. */
  address: Address | null;
  walletName: string | null;
  step: SignInStep;
  /** The sign-in text the wallet is asked to sign, shown to the person unchanged. */
  message: string | null;
  token: string | null;
  identity: Identity | null;
  /** When the token stops being accepted (ms since epoch), when the token says so. */
  expiresAt: number | null;
  /** The person was signed in and the session ran out; signing again continues where they were. */
  expired: boolean;
  /** Why the last sign-in failed; `describeError` puts it into words. */
  error: AppError | null;
}

export type SessionEvent =
  | { type: 'wallet-connected'; address: Address; walletName: string }
  | { type: 'wallet-disconnected' }
  | { type: 'account-changed'; address: Address }
  | { type: 'sign-in-started' }
  | { type: 'message-received'; message: string }
  | { type: 'signature-made' }
  | { type: 'signed-in'; token: string; identity: Identity; expiresAt: number | null }
  | { type: 'sign-in-failed'; error: AppError }
  /** The gateway answers again after it could not be reached. */
  | { type: 'connection-returned' }
  | { type: 'token-expired' }
  | { type: 'signed-out' }
  /** Another account held in memory (this tab's or one handed over by another tab) becomes the current one. */
  | { type: 'session-restored'; address: Address; walletName: string | null; token: string; identity: Identity; expiresAt: number | null };

export const initialSession: SessionState = {
  address: null,
  walletName: null,
  step: 'idle',
  message: null,
  token: null,
  identity: null,
  expiresAt: null,
  expired: false,
  error: null,
};

const withoutSession = {
  step: 'idle',
  message: null,
  token: null,
  identity: null,
  expiresAt: null,
  error: null,
} as const;

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'wallet-connected':
      // The wallet connecting as the account already signed in (in a tab that was handed the session,
      // say) is the same person: the session stays, and so does how it was signed in.
      if (state.token && sameAddress(state.address, event.address)) return state;
      return { ...state, ...withoutSession, address: event.address, walletName: event.walletName, expired: false };
    case 'wallet-disconnected':
      return initialSession;
    case 'account-changed':
      if (sameAddress(state.address, event.address)) return state;
      // Another account is another person: nothing of the previous session carries over.
      return { ...state, ...withoutSession, address: event.address, expired: false };
    case 'sign-in-started':
      return { ...state, step: 'fetching-message', message: null, error: null };
    case 'message-received':
      return { ...state, step: 'awaiting-signature', message: event.message };
    case 'signature-made':
      return { ...state, step: 'verifying' };
    case 'signed-in':
      return {
        ...state,
        step: 'idle',
        token: event.token,
        identity: event.identity,
        expiresAt: event.expiresAt,
        expired: false,
        error: null,
      };
    case 'sign-in-failed':
      return { ...state, step: 'idle', error: event.error };
    case 'connection-returned':
      // A sign-in that failed for want of a connection is no longer true to say; any other failure still is.
      return state.error?.kind === 'network' ? { ...state, error: null } : state;
    case 'token-expired':
      if (!state.token) return state;
      return { ...state, ...withoutSession, expired: true };
    case 'signed-out':
      return { ...state, ...withoutSession, expired: false };
    case 'session-restored':
      return {
        ...state,
        ...withoutSession,
        address: event.address,
        walletName: event.walletName,
        token: event.token,
        identity: event.identity,
        expiresAt: event.expiresAt,
        expired: false,
      };
  }
}

export type SessionStatus = 'disconnected' | 'connected' | 'signing-in' | 'signed-in' | 'expired';

export function sessionStatus(state: SessionState): SessionStatus {
  if (state.token) return 'signed-in';
  if (state.step !== 'idle') return 'signing-in';
  if (state.expired) return 'expired';
  return state.address ? 'connected' : 'disconnected';
}

export function sameAddress(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
}
