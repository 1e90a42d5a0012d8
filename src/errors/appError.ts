/**
 * The one base class of the app's errors, shaped like viem's `BaseError`: a short message, the
 * details (another party's own words, when there are any), the cause chain and a `kind` that
 * `describeError` turns into words for people.
 */

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

export type ErrorKind =
  | GatewayErrorKind
  /** Nobody is signed in, the person signed out while a write waited for them, or another account than the write's is current. */
  | 'not-signed-in'
  /** The signer key cannot sign here: missing, not the registered one, or the browser cannot make keys. */
  | 'signer-unavailable'
  /** What was typed cannot become a message; the short message says why. */
  | 'invalid-input'
  /** The person declined in their wallet. */
  | 'wallet-rejected'
  /** The wallet or the chain failed. */
  | 'wallet'
  /** The gateway took a cast that could not be read back yet. */
  | 'not-confirmed'
  /** What the gateway read back is not the signed-in person's. */
  | 'wrong-author'
  /** A part of the app loaded on demand could not be fetched: its server is gone, or a new version replaced it. */
  | 'app-unloaded'
  | 'unknown';

export interface AppErrorOptions {
  /** Another party's own words (a gateway's error text, a wallet's message). */
  details?: string | null;
  /** The address of what failed (a request URL), so people can be told which one. */
  where?: string | null;
  cause?: unknown;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly kind: ErrorKind;
  readonly shortMessage: string;
  readonly details: string | null;
  readonly where: string | null;

  constructor(kind: ErrorKind, shortMessage: string, options: AppErrorOptions = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.shortMessage = shortMessage;
    this.details = options.details ?? null;
    this.where = options.where ?? null;
  }

  /** The first error along the cause chain (this one included) that `match` accepts. */
  walk(match: (error: unknown) => boolean): unknown {
    return findInCauses(this, match);
  }
}

/** Follows `.cause` from `error` (a few steps at most) to the first error `match` accepts. */
export function findInCauses(error: unknown, match: (error: unknown) => boolean): unknown {
  for (let e: unknown = error, depth = 0; e !== undefined && e !== null && depth < 6; depth++) {
    if (match(e)) return e;
    e = typeof e === 'object' ? (e as { cause?: unknown }).cause : undefined;
  }
  return null;
}

/** EIP-1193 code 4001, as thrown by wallets, viem and wagmi (possibly wrapped as a cause). */
export function isWalletRejection(error: unknown): boolean {
  return (
    findInCauses(error, (e) => {
      if (typeof e !== 'object' || e === null) return false;
      const { code, name } = e as { code?: unknown; name?: unknown };
      return code === 4001 || name === 'UserRejectedRequestError';
    }) !== null
  );
}

/** Any thrown value as an AppError: itself, a wallet's refusal, or an unknown failure with its cause kept. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isWalletRejection(error)) return new AppError('wallet-rejected', 'The wallet request was declined.', { cause: error });
  if (isFailedModuleLoad(error)) return new AppError('app-unloaded', 'Part of the app could not be loaded.', { details: error.message, cause: error });
  const details = error instanceof Error ? error.message : typeof error === 'string' ? error : null;
  return new AppError('unknown', 'Something went wrong.', { details, cause: error });
}

/** Chromium, Firefox and Safari each word a failed dynamic import differently. */
function isFailedModuleLoad(error: unknown): error is Error {
  return error instanceof TypeError && /dynamically imported module|importing a module script failed/i.test(error.message);
}
