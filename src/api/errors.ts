export type GatewayErrorKind =
  | 'rate-limited'
  | 'unauthorised'
  | 'token-expired'
  | 'invalid-signature'
  | 'signer-not-found'
  | 'bad-request'
  | 'not-found'
  | 'network'
  | 'server';

export interface GatewayErrorDetails {
  status?: number | null;
  serverMessage?: string | null;
  retryAfterMs?: number;
  /** The request URL, so a person can be told which gateway failed. */
  url?: string | null;
  cause?: unknown;
}

/** The one error every gateway call rejects with. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  readonly kind: GatewayErrorKind;
  /** HTTP status, or null when no response arrived. */
  readonly status: number | null;
  /** The gateway's own words, from whichever body format it used. */
  readonly serverMessage: string | null;
  readonly retryAfterMs?: number;
  readonly url: string | null;

  constructor(kind: GatewayErrorKind, message: string, details: GatewayErrorDetails = {}) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.status = details.status ?? null;
    this.serverMessage = details.serverMessage ?? null;
    this.url = details.url ?? null;
    if (details.retryAfterMs !== undefined) this.retryAfterMs = details.retryAfterMs;
  }
}

export function isGatewayError(e: unknown, kind?: GatewayErrorKind): e is GatewayError {
  return e instanceof GatewayError && (kind === undefined || e.kind === kind);
}

/** A sentence a person understands, for any error a gateway call can produce. */
export function describeError(e: unknown): string {
  if (!(e instanceof GatewayError)) return 'Something went wrong. Try again.';
  switch (e.kind) {
    case 'token-expired':
      return 'Your session has expired. Sign in again to continue.';
    case 'unauthorised':
      return 'The gateway needs you signed in for this. Sign in again to continue.';
    case 'invalid-signature':
      return "The gateway couldn't verify your wallet signature. Sign in again to get a fresh message to sign.";
    case 'signer-not-found':
      return "The gateway couldn't find this signer key registered to your FID on-chain. Add the signer, then sign in again.";
    case 'rate-limited':
      return /api key/i.test(e.serverMessage ?? '')
        ? 'The gateway refused the requests: its API key may be invalid, or it is limiting requests. Check the API key in Settings, then try again.'
        : 'The gateway is limiting requests. Wait a few seconds and try again.';
    case 'bad-request':
      return `The gateway rejected the request${quoted(e.serverMessage)}`;
    case 'not-found':
      return `The gateway doesn't have what was asked for${quoted(e.serverMessage)}`;
    case 'network':
      return `Can't reach the gateway${atHost(e.url)}. Check your connection or the gateway address in Settings.`;
    case 'server':
      return `The gateway ran into a problem${quoted(e.serverMessage)} Try again in a moment.`;
  }
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
