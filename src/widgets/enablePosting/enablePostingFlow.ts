/**
 * "Enable posting" for an account signed in with Farcaster, pure: a key made in this browser is
 * requested from the Farcaster app (a signed key request at the client API, signed by the gateway's
 * app account), the person approves it there, the Farcaster app adds it on chain, and once the
 * KeyRegistry lists it Castline posts with it. Each outcome that is not "enabled" ends in a state with
 * a sentence; those that can be tried again offer Start again.
 */
export type EnablePostingState =
  | { kind: 'starting' }
  /** The gateway has no key request route (the public service). */
  | { kind: 'no-gateway' }
  /** A Castline gateway with no app account to ask for keys with. */
  | { kind: 'not-configured' }
  /** The request is open: its link is shown as a QR code and as "Open in Farcaster" until `deadline` (unix seconds). */
  | { kind: 'waiting'; deeplinkUrl: string; deadline: number }
  /** Approved in Farcaster; the key is not in the KeyRegistry yet. */
  | { kind: 'approved-not-on-chain' }
  /** Another FID than the signed-in one approved it: its key cannot post as this account. */
  | { kind: 'wrong-account'; userFid: number }
  | { kind: 'enabled' }
  /** The deadline passed: nobody approved it (the client API has no refusal: a decline looks the same), or the key never reached the chain. */
  | { kind: 'expired'; approved: boolean }
  | { kind: 'unreachable'; host: string }
  | { kind: 'failed'; reason: string };

export type EnablePostingEvent =
  | { type: 'restart' }
  | { type: 'no-gateway' }
  | { type: 'not-configured' }
  | { type: 'request-opened'; deeplinkUrl: string; deadline: number }
  | { type: 'approved' }
  | { type: 'approved-by-another'; userFid: number }
  | { type: 'enabled' }
  | { type: 'deadline-passed' }
  | { type: 'unreachable'; host: string }
  | { type: 'failed'; reason: string };

export const initialEnablePosting: EnablePostingState = { kind: 'starting' };

type Kind = EnablePostingState['kind'];
const OPEN: readonly Kind[] = ['starting', 'waiting', 'approved-not-on-chain'];
const WAITING: readonly Kind[] = ['waiting', 'approved-not-on-chain'];

/** Events that do not fit the state (a late answer of an abandoned attempt) leave it as it is. */
export function enablePostingReducer(state: EnablePostingState, event: EnablePostingEvent): EnablePostingState {
  const from = (kinds: readonly Kind[], next: EnablePostingState) => (kinds.includes(state.kind) ? next : state);
  switch (event.type) {
    case 'restart':
      return initialEnablePosting;
    case 'no-gateway':
      return from(['starting'], { kind: 'no-gateway' });
    case 'not-configured':
      return from(['starting'], { kind: 'not-configured' });
    case 'request-opened':
      return from(['starting'], { kind: 'waiting', deeplinkUrl: event.deeplinkUrl, deadline: event.deadline });
    case 'approved':
      return from(['waiting'], { kind: 'approved-not-on-chain' });
    case 'approved-by-another':
      return from(WAITING, { kind: 'wrong-account', userFid: event.userFid });
    case 'enabled':
      return from(OPEN, { kind: 'enabled' });
    case 'deadline-passed':
      return from(WAITING, { kind: 'expired', approved: state.kind === 'approved-not-on-chain' });
    case 'unreachable':
      return from(OPEN, { kind: 'unreachable', host: event.host });
    case 'failed':
      return from(OPEN, { kind: 'failed', reason: event.reason });
  }
}

/** The state in words, for the panel's live region; `who` names the signed-in account (`@carol`, `FID 3`) and `fid` is its FID. */
export function enablePostingText(state: EnablePostingState, who: string, fid: string): string {
  switch (state.kind) {
    case 'starting':
      return 'Making a key in this browser and a request for it…';
    case 'no-gateway':
      return 'Posting as your Farcaster account needs a Castline gateway. This gateway cannot ask the Farcaster app for a key; choose a Castline gateway in Settings, or sign in with the wallet that holds your account.';
    case 'not-configured':
      return "This gateway has no Farcaster app account to ask for keys with, so posting can't be enabled here. Its operator sets one up with --app-fid.";
    case 'waiting':
      return "Scan with your phone's camera, or open the link on this device, and approve the key in Farcaster.";
    case 'approved-not-on-chain':
      return 'Approved in Farcaster; waiting for the key to reach the chain…';
    case 'wrong-account':
      return `FID ${state.userFid} approved this key, not ${who}, the account signed in here: it cannot post as ${who}. Start again and approve it with FID ${fid}.`;
    case 'enabled':
      return `Posting enabled. Castline posts as ${who} with a key that stays in this browser.`;
    case 'expired':
      return state.approved
        ? "Approved in Farcaster, but the key did not reach the chain before the request's deadline. Start again."
        : 'Nobody approved it in time, or it was declined in Farcaster. Start again to make a new request.';
    case 'unreachable':
      return `Can't reach the Farcaster client API at ${state.host}.`;
    case 'failed':
      return state.reason;
  }
}

/** States that end the attempt and offer Start again. */
export function canStartAgain(state: EnablePostingState): boolean {
  return state.kind === 'wrong-account' || state.kind === 'expired' || state.kind === 'unreachable' || state.kind === 'failed';
}

/** Asks how the request stands every 2 s at first, a little less often each time, at most every 10 s. */
export function pollDelayMs(attempt: number): number {
  return Math.min(10_000, Math.round(2_000 * 1.25 ** Math.max(0, attempt)));
}

/** The request's deadline (unix seconds) as a time of day, for "good until …". */
export function deadlineText(deadline: number, locale?: string): string {
  return new Date(deadline * 1000).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
