import { GatewayError, isGatewayError } from './errors';
import { errorFromFetchFailure, errorFromResponse } from './failureMapping';
import type { GatewayConfig } from './gateway';
import { buildUrl, DEFAULT_TIMEOUT_MS } from './http';

/**
 * Sign in with Farcaster (FIP-11) at a Castline gateway (`/castline/v1/farcaster-sign-in`, both modes):
 * where to open the channel, a nonce for it, and the signed message in exchange for an access token.
 * Kept beside the gateway client rather than in it: only the sign-in dialog asks, and only on demand.
 */
export const FARCASTER_SIGN_IN_PATH = '/castline/v1/farcaster-sign-in';

export interface FarcasterSignInSettings {
  /** The AuthKit relay the app opens its channel on. */
  relayUrl: string;
  /** The sites the gateway accepts sign-ins for (`host[:port]`). */
  domains: string[];
}

export interface FarcasterNonce {
  nonce: string;
  /** ISO 8601: the nonce is good until then (10 minutes), once. */
  expiresAt: string;
}

export interface FarcasterSignInAnswer {
  accessToken: string;
  fid: number;
  username: string | null;
}

export interface FarcasterSignInCalls {
  /** Null where the gateway has no such route (the public service answers 404). */
  settings(): Promise<FarcasterSignInSettings | null>;
  nonce(): Promise<FarcasterNonce>;
  /** The message and signature exactly as the relay's completed status carries them. */
  signIn(input: { message: string; signature: string }): Promise<FarcasterSignInAnswer>;
}

const unexpected = (what: string, detail: string) => new GatewayError('server', `Unexpected response from the gateway (${what}): ${detail}`);

export interface FarcasterSignInOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * One request with the API key and no session token (the person is not signed in yet), failures as
 * the client's `GatewayError`s. Its own small request, not `http.ts`'s: that one travels in the first
 * visit's bundle, and sharing it with this lazily loaded file would grow it.
 */
async function send(config: GatewayConfig, options: FarcasterSignInOptions, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
  const url = buildUrl(config.baseUrl, path);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const headers: Record<string, string> = { 'API-KEY': config.apiKey, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
    text = await response.text();
  } catch (cause) {
    throw errorFromFetchFailure(cause, url, signal.aborted ? timeoutMs : null);
  }
  if (!response.ok) throw errorFromResponse({ status: response.status, bodyText: text, retryAfter: response.headers.get('Retry-After'), url, signin: true });
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch (cause) {
    throw new GatewayError('server', `Unexpected response from the gateway (${path}): not JSON`, { status: response.status, url, cause });
  }
}

export function farcasterSignInCalls(config: GatewayConfig, options: FarcasterSignInOptions = {}): FarcasterSignInCalls {
  return {
    async settings() {
      let body: Record<string, unknown>;
      try {
        body = await send(config, options, 'GET', FARCASTER_SIGN_IN_PATH);
      } catch (error) {
        if (isGatewayError(error, 'not-found')) return null;
        throw error;
      }
      const { relayUrl, domains } = body;
      if (typeof relayUrl !== 'string' || !/^https?:\/\//.test(relayUrl)) throw unexpected('Farcaster sign-in', 'relayUrl is not an http(s) address');
      return { relayUrl: relayUrl.replace(/\/+$/, ''), domains: Array.isArray(domains) ? domains.filter((d): d is string => typeof d === 'string') : [] };
    },
    async nonce() {
      const body = await send(config, options, 'POST', `${FARCASTER_SIGN_IN_PATH}/nonce`, {});
      if (typeof body.nonce !== 'string' || typeof body.expiresAt !== 'string') throw unexpected('Farcaster sign-in nonce', 'nonce or expiresAt missing');
      return { nonce: body.nonce, expiresAt: body.expiresAt };
    },
    async signIn(input) {
      const body = await send(config, options, 'POST', FARCASTER_SIGN_IN_PATH, input);
      if (typeof body.accessToken !== 'string' || body.accessToken === '' || typeof body.fid !== 'number') {
        throw unexpected('Farcaster sign-in', 'accessToken or fid missing');
      }
      return { accessToken: body.accessToken, fid: body.fid, username: typeof body.username === 'string' ? body.username : null };
    },
  };
}
