import { AppError, type GatewayErrorKind } from '../errors/appError';
import type { CastHash } from './model';

export type { GatewayErrorKind };

export interface GatewayErrorDetails {
  status?: number | null;
  serverMessage?: string | null;
  retryAfterMs?: number;
  /** The request URL, so a person can be told which gateway failed. */
  url?: string | null;
  /** A 409 duplicate: the hash of the message the gateway already has. */
  existingHash?: CastHash | null;
  cause?: unknown;
}

/** The one error every gateway call rejects with. */
export class GatewayError extends AppError {
  override name = 'GatewayError';
  declare readonly kind: GatewayErrorKind;
  /** HTTP status, or null when no response arrived. */
  readonly status: number | null;
  readonly retryAfterMs?: number;
  readonly existingHash: CastHash | null;

  constructor(kind: GatewayErrorKind, message: string, details: GatewayErrorDetails = {}) {
    super(kind, message, { details: details.serverMessage, where: details.url, cause: details.cause });
    this.status = details.status ?? null;
    this.existingHash = details.existingHash ?? null;
    if (details.retryAfterMs !== undefined) this.retryAfterMs = details.retryAfterMs;
  }

  /** The gateway's own words, from whichever body format it used. */
  get serverMessage(): string | null {
    return this.details;
  }

  get url(): string | null {
    return this.where;
  }
}

export function isGatewayError(e: unknown, kind?: GatewayErrorKind): e is GatewayError {
  return e instanceof GatewayError && (kind === undefined || e.kind === kind);
}
