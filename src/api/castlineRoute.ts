import { GatewayError, isGatewayError } from './errors';
import { errorFromFetchFailure, errorFromResponse } from './failureMapping';
import type { GatewayConfig } from './gateway';
import { buildUrl, DEFAULT_TIMEOUT_MS } from './http';

export interface CastlineRouteOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** An answer of the gateway other than expected, as the client's `GatewayError`. */
export const unexpectedAnswer = (what: string, detail: string) => new GatewayError('server', `Unexpected response from the gateway (${what}): ${detail}`);

/**
 * One request to a Castline route (`/castline/v1/…`) that only a dialog loaded on demand makes (Sign in
 * with Farcaster, Enable posting): the API key, the access token when one is given, JSON both ways,
 * failures as the client's `GatewayError`s. Its own small request, not `http.ts`'s: that one travels in
 * the first visit's bundle, and sharing it with these lazily loaded files would grow it.
 */
export async function castlineRoute(
  config: GatewayConfig,
  options: CastlineRouteOptions,
  request: { method: 'GET' | 'POST'; path: string; body?: unknown; token?: string },
): Promise<Record<string, unknown>> {
  const { method, path, body, token } = request;
  const url = buildUrl(config.baseUrl, path);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const headers: Record<string, string> = { 'API-KEY': config.apiKey, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
    text = await response.text();
  } catch (cause) {
    throw errorFromFetchFailure(cause, url, signal.aborted ? timeoutMs : null);
  }
  if (!response.ok) throw errorFromResponse({ status: response.status, bodyText: text, retryAfter: response.headers.get('Retry-After'), url, signin: token === undefined });
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch (cause) {
    throw new GatewayError('server', `Unexpected response from the gateway (${path}): not JSON`, { status: response.status, url, cause });
  }
}

/** A `GET` of a route the public service does not have: null where the gateway answers 404. */
export async function castlineRouteOrNull(config: GatewayConfig, options: CastlineRouteOptions, path: string): Promise<Record<string, unknown> | null> {
  try {
    return await castlineRoute(config, options, { method: 'GET', path });
  } catch (error) {
    if (isGatewayError(error, 'not-found')) return null;
    throw error;
  }
}
