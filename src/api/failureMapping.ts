import { GatewayError, type GatewayErrorKind } from './errors';
import { castHashOf } from './ids';
import type { CastHash } from './model';

export interface FailedResponse {
  status: number;
  bodyText: string;
  /** The raw `Retry-After` header, if the browser let us read it. */
  retryAfter: string | null;
  url: string;
  /** The request was a sign-in call, where far.quest answers failures as HTTP 500. */
  signin: boolean;
}

const MAX_SERVER_MESSAGE_CHARS = 300;

/** Turns a non-2xx response into the typed error, in either gateway's vocabulary. */
export function errorFromResponse(response: FailedResponse, now: number = Date.now()): GatewayError {
  const serverMessage = extractServerMessage(response.bodyText);
  const kind = kindOf(response.status, serverMessage, response.signin);
  const retryAfterMs = kind === 'rate-limited' ? parseRetryAfter(response.retryAfter, now) : undefined;
  const where = pathOf(response.url);
  const existingHash = response.status === 409 ? hashIn(response.bodyText) : null;
  return new GatewayError(
    kind,
    `${where} answered HTTP ${response.status}${serverMessage ? `: ${serverMessage}` : ''}`,
    { status: response.status, serverMessage, retryAfterMs, url: response.url, existingHash },
  );
}

/** A duplicate's body names the message the gateway already has. */
function hashIn(bodyText: string): CastHash | null {
  try {
    const { hash } = JSON.parse(bodyText) as { hash?: unknown };
    return typeof hash === 'string' && /^0x[0-9a-fA-F]+$/.test(hash) ? castHashOf(hash) : null;
  } catch {
    return null;
  }
}

/** A fetch that threw (DNS, refused connection, CORS, offline) or was aborted by our timeout. */
export function errorFromFetchFailure(cause: unknown, url: string, timedOutAfterMs: number | null): GatewayError {
  const message =
    timedOutAfterMs !== null
      ? `${url} did not answer within ${timedOutAfterMs} ms`
      : `${url} could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`;
  return new GatewayError('network', message, { url, cause });
}

function kindOf(status: number, serverMessage: string | null, signin: boolean): GatewayErrorKind {
  if (status === 429) return 'rate-limited';
  const text = (serverMessage ?? '').toLowerCase();
  // The specification's vocabulary; its status codes are not shown, so the words decide.
  if (text.includes('token expired')) return 'token-expired';
  if (text.includes('invalid signature')) return 'invalid-signature';
  if (text.includes('signer not found')) return 'signer-not-found';
  if (signin && status >= 500) {
    if (text === 'unauthorized' || text === 'account not found') return 'invalid-signature';
    if (text === 'invalid token') return 'signer-not-found';
  }
  if (status === 401) return 'unauthorised';
  if (status === 404) return 'not-found';
  if (status >= 400 && status < 500) return 'bad-request';
  return 'server';
}

/** The server's own words from `{error}`, `{message}`, `{code,success,message}`, a JSON string or plain text. */
export function extractServerMessage(bodyText: string): string | null {
  const trimmed = bodyText.trim();
  if (trimmed === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return clip(trimmed);
  }
  if (typeof parsed === 'string') return clip(parsed);
  if (typeof parsed !== 'object' || parsed === null) return clip(trimmed);
  const { error, message } = parsed as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error.trim() !== '') return clip(error);
  if (typeof error === 'object' && error !== null) {
    const nested = (error as { message?: unknown }).message;
    if (typeof nested === 'string' && nested.trim() !== '') return clip(nested);
  }
  if (typeof message === 'string' && message.trim() !== '') return clip(message);
  return null;
}

/** `Retry-After` as delta-seconds or an HTTP date, in milliseconds from now. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function clip(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > MAX_SERVER_MESSAGE_CHARS ? `${trimmed.slice(0, MAX_SERVER_MESSAGE_CHARS)}…` : trimmed;
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
