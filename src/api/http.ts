import { GatewayError } from './errors';
import { errorFromFetchFailure, errorFromResponse } from './failureMapping';

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface HttpConfig {
  baseUrl: string;
  apiKey: string;
  /** Returns the access token when signed in; it is then sent as a bearer token. */
  getToken?: () => string | null;
  /**
   * Returns the account (`accountKey`, not a secret) whose reads this browser's service worker keeps
   * and answers with: the signed-in one, or signed out, the one last signed in here. Named to the
   * worker alone (`markedForAccount`).
   */
  getAccount?: () => string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path from the gateway root, starting with `/`. */
  path: string;
  /** Null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  signin?: boolean;
  /** The bearer token for this request instead of the session's: the account's a message was signed as, or one being ended. */
  token?: string;
}

export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/**
 * A request's address naming the account it is read for, for this browser's service worker alone: a
 * fragment is never sent. The worker keeps the read for that account only (config/offlineCache.ts,
 * which reads the same `castline-account`).
 */
export function markedForAccount(url: string, account: string): string {
  return `${url}#castline-account=${encodeURIComponent(account)}`;
}

/** Sends one request and resolves to its parsed JSON body; every failure becomes a `GatewayError`. */
export async function request(config: HttpConfig, req: HttpRequest): Promise<unknown> {
  const url = buildUrl(config.baseUrl, req.path, req.query);
  const headers: Record<string, string> = { 'API-KEY': config.apiKey, Accept: 'application/json' };
  const token = req.token ?? config.getToken?.();
  if (token) headers.Authorization = `Bearer ${token}`;
  const account = req.token === undefined ? config.getAccount?.() : null;
  let body: string | undefined;
  if (req.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.body);
  }

  const fetchImpl = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(account ? markedForAccount(url, account) : url, { method: req.method, headers, body, signal: controller.signal });
    // Read the body under the same timeout: a gateway can send headers and then stall.
    text = await response.text();
  } catch (cause) {
    throw errorFromFetchFailure(cause, url, controller.signal.aborted ? timeoutMs : null);
  } finally {
    clearTimeout(timer);
  }

  if (!response.ok) {
    throw errorFromResponse({
      status: response.status,
      bodyText: text,
      retryAfter: response.headers.get('Retry-After'),
      url,
      signin: req.signin ?? false,
    });
  }
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new GatewayError('server', `Unexpected response from the gateway (${req.path}): not JSON`, {
      status: response.status,
      url,
      cause,
    });
  }
}
