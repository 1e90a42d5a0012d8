/**
 * The Sign in with Farcaster dialog's flow, pure: a channel is opened on the relay, the app waits for
 * the Farcaster app's approval, then the gateway trades the signed message for a token. Each outcome
 * that is not a sign-in ends in a state with a sentence and Start again.
 */
export type SiwfState =
  | { kind: 'starting' }
  /** The gateway has no Sign in with Farcaster route (the public service). */
  | { kind: 'no-gateway' }
  /** The channel is open: its link is shown as a QR code and as "Open in Farcaster". */
  | { kind: 'waiting'; url: string }
  /** Approved in Farcaster: the gateway is checking the signed message. */
  | { kind: 'verifying' }
  | { kind: 'signed-in'; fid: number; username: string | null }
  /** Nobody approved in time (a refusal in Farcaster looks the same: the relay has no refusal). */
  | { kind: 'expired' }
  | { kind: 'unreachable'; host: string }
  /** The gateway answered the signed message with a refusal, in its words. */
  | { kind: 'refused'; reason: string }
  /** Something else went wrong (the gateway out of reach, an unexpected answer), in words. */
  | { kind: 'failed'; reason: string };

export type SiwfEvent =
  | { type: 'restart' }
  | { type: 'no-gateway' }
  | { type: 'channel-opened'; url: string }
  | { type: 'relay-unreachable'; host: string }
  | { type: 'timed-out' }
  | { type: 'approved' }
  | { type: 'signed-in'; fid: number; username: string | null }
  | { type: 'refused'; reason: string }
  | { type: 'failed'; reason: string };

export const initialSiwf: SiwfState = { kind: 'starting' };

/** Events that do not fit the state (a late answer of an abandoned attempt) leave it as it is. */
export function siwfReducer(state: SiwfState, event: SiwfEvent): SiwfState {
  switch (event.type) {
    case 'restart':
      return initialSiwf;
    case 'no-gateway':
      return state.kind === 'starting' ? { kind: 'no-gateway' } : state;
    case 'channel-opened':
      return state.kind === 'starting' ? { kind: 'waiting', url: event.url } : state;
    case 'relay-unreachable':
      return state.kind === 'starting' || state.kind === 'waiting' ? { kind: 'unreachable', host: event.host } : state;
    case 'timed-out':
      return state.kind === 'waiting' ? { kind: 'expired' } : state;
    case 'approved':
      return state.kind === 'waiting' ? { kind: 'verifying' } : state;
    case 'signed-in':
      return state.kind === 'verifying' ? { kind: 'signed-in', fid: event.fid, username: event.username } : state;
    case 'refused':
      return state.kind === 'verifying' ? { kind: 'refused', reason: event.reason } : state;
    case 'failed':
      return state.kind === 'starting' || state.kind === 'waiting' || state.kind === 'verifying' ? { kind: 'failed', reason: event.reason } : state;
  }
}

/** The state in words, for the dialog's live region. */
export function siwfText(state: SiwfState): string {
  switch (state.kind) {
    case 'starting':
      return 'Opening a sign-in request…';
    case 'no-gateway':
      return 'Signing in with Farcaster needs a Castline gateway. This gateway has no Sign in with Farcaster; sign in with a wallet instead, or choose a Castline gateway in Settings.';
    case 'waiting':
      return "Scan with your phone's camera, or open the link on this device, and approve in Farcaster.";
    case 'verifying':
      return 'Approved in Farcaster. Checking the signed message with the gateway…';
    case 'signed-in':
      return `Signed in as ${state.username ? `@${state.username}` : `FID ${state.fid}`}.`;
    case 'expired':
      return 'The request expired. Start again.';
    case 'unreachable':
      return `Can't reach the Farcaster sign-in relay at ${state.host}.`;
    case 'refused':
      return `The gateway did not accept this sign-in: ${state.reason}`;
    case 'failed':
      return state.reason;
  }
}

/** States that end the attempt and offer Start again. */
export function canStartAgain(state: SiwfState): boolean {
  return state.kind === 'expired' || state.kind === 'unreachable' || state.kind === 'refused' || state.kind === 'failed';
}

/** The host a relay address names, for "Can't reach … at <host>". */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The account a SIWE message is signed by: its second line (EIP-4361), or null. */
export function signerAddressOf(message: string): `0x${string}` | null {
  const line = message.split('\n')[1]?.trim() ?? '';
  return /^0x[0-9a-fA-F]{40}$/.test(line) ? (line as `0x${string}`) : null;
}

/** How long to watch the channel: until the nonce runs out, at least a second, at most 10 minutes. */
export function watchTimeoutMs(expiresAt: string, now: number): number {
  const left = Date.parse(expiresAt) - now;
  return Number.isNaN(left) ? 300_000 : Math.min(600_000, Math.max(1_000, left));
}
