import { type AppError, toAppError } from './appError';

const TRY_AGAIN = 'Something went wrong. Try again.';

/** The one place any error becomes a sentence a person understands. */
export function describeError(error: unknown): string {
  const e = toAppError(error);
  switch (e.kind) {
    case 'token-expired':
      return 'Your session has expired. Sign in again to continue.';
    case 'unauthorised':
      return 'The gateway needs you signed in for this. Sign in again to continue.';
    case 'invalid-signature':
      return duringSignIn(e)
        ? 'The gateway did not accept that signature: it does not match this wallet address, or the sign-in message was already used. Try signing in again.'
        : "The gateway couldn't verify your wallet signature. Sign in again to get a fresh message to sign.";
    case 'signer-not-found':
      return "The gateway couldn't find this signer key registered to your FID on-chain. Add the signer, then sign in again.";
    case 'rate-limited':
      return /api key/i.test(e.details ?? '')
        ? 'The gateway refused the requests: its API key may be invalid, or it is limiting requests. Check the API key in Settings, then try again.'
        : 'The gateway is limiting requests. Wait a few seconds and try again.';
    case 'bad-request':
      return `The gateway rejected the request${quoted(e.details)}`;
    case 'not-found':
      return `The gateway doesn't have what was asked for${quoted(e.details)}`;
    case 'network':
      return `Can't reach the gateway${atHost(e.where)}. Check your connection or the gateway address in Settings.`;
    case 'server':
      return `The gateway ran into a problem${quoted(e.details)} Try again in a moment.`;
    case 'wallet-rejected':
      return 'You declined the signature in your wallet. Nothing was sent. Try again when ready.';
    case 'app-unloaded':
      return "Part of Castline could not be loaded: the app's server can't be reached, or a newer version was published. Reload the page to carry on.";
    case 'wallet':
      return e.details ? `${e.shortMessage} ${e.details}` : e.shortMessage;
    case 'not-signed-in':
    case 'signer-unavailable':
    case 'invalid-input':
    case 'not-confirmed':
    case 'wrong-author':
      return e.shortMessage;
    case 'unknown':
      return TRY_AGAIN;
  }
}

function duringSignIn(e: AppError): boolean {
  return /\/auth\//.test(e.where ?? '');
}

function quoted(serverMessage: string | null): string {
  if (!serverMessage) return '.';
  return /[.!?]$/.test(serverMessage) ? `: ${serverMessage}` : `: ${serverMessage}.`;
}

function atHost(url: string | null): string {
  if (!url) return '';
  try {
    return ` at ${new URL(url).host}`;
  } catch {
    return '';
  }
}
