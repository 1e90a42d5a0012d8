import { AppError } from '../errors/appError';

/**
 * The signed key request routes of Farcaster's client API (`https://api.farcaster.xyz` or a stand-in):
 * the app creates a request for a key made in this browser, the Farcaster app approves it, and the app
 * asks how it stands. An outside service: every answer is read with a size cap and a time limit, and
 * checked before anything of it is shown (the deep link becomes a link and a QR code).
 */
export const MAX_ANSWER_BYTES = 64 * 1024;
export const CLIENT_API_TIMEOUT_MS = 10_000;

type Hex = `0x${string}`;

/** `pending` until approved; `approved` once the person said yes; `completed` once the key is added on chain. */
export type KeyRequestState = 'pending' | 'approved' | 'completed';

export interface CreatedKeyRequest {
  /** Names the request when asking how it stands. */
  token: string;
  /** Opens the request in the Farcaster app (`farcaster://signed-key-request?token=…`, or a page of a stand-in). */
  deeplinkUrl: string;
}

export interface KeyRequestStatus {
  state: KeyRequestState;
  /** The FID that approved it, once approved. */
  userFid: number | null;
}

export type ClientApiProblem = 'unreachable' | 'refused' | 'failed' | 'unknown-request' | 'unexpected';

/**
 * A failure of the client API, in words that name it (`describeError` speaks of the gateway, so the
 * panel shows these as they are).
 */
export class ClientApiError extends AppError {
  override name = 'ClientApiError';
  constructor(
    readonly problem: ClientApiProblem,
    /** The client API's host, to name it. */
    readonly host: string,
    message: string,
    options: { details?: string | null; cause?: unknown } = {},
  ) {
    super('unknown', message, options);
  }
}

export interface ClientApiOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface FarcasterClientApi {
  create(request: { key: Hex; requestFid: number; signature: Hex; deadline: number }): Promise<CreatedKeyRequest>;
  status(token: string): Promise<KeyRequestStatus>;
}

const STATES: readonly KeyRequestState[] = ['pending', 'approved', 'completed'];
const MAX_TOKEN_CHARS = 512;

/** Only a Farcaster link or a web page may become "Open in Farcaster": never `javascript:` or `data:`. */
export function isDeepLink(url: string): boolean {
  return /^(farcaster:\/\/|https?:\/\/)\S+$/i.test(url) && url.length <= 2048;
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

/** The body as text, refused past `maxBytes` whatever the headers say. */
async function boundedText(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('Content-Length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}

/** The client API's own words for a refusal: `{errors: [{message}]}`, else nothing. */
function refusalWords(body: unknown): string | null {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const first = Array.isArray(errors) ? (errors[0] as { message?: unknown } | undefined)?.message : undefined;
  return typeof first === 'string' && first.trim() !== '' ? first.trim().slice(0, 300) : null;
}

/** `result.signedKeyRequest` of an answer, or null. */
function keyRequestOf(body: unknown): Record<string, unknown> | null {
  const request = (body as { result?: { signedKeyRequest?: unknown } } | null)?.result?.signedKeyRequest;
  return typeof request === 'object' && request !== null ? (request as Record<string, unknown>) : null;
}

export function farcasterClientApi(baseUrl: string, options: ClientApiOptions = {}): FarcasterClientApi {
  const base = baseUrl.replace(/\/+$/, '');
  const host = hostOf(base);
  const timeoutMs = options.timeoutMs ?? CLIENT_API_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const unexpected = (detail: string) => new ClientApiError('unexpected', host, `The Farcaster client API at ${host} sent an answer Castline can't use (${detail}).`);

  async function call(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    let response: Response;
    let text: string | null;
    try {
      response = await fetchImpl(`${base}${path}`, { ...init, headers: { Accept: 'application/json', ...init.headers }, signal: AbortSignal.timeout(timeoutMs) });
      text = await boundedText(response, MAX_ANSWER_BYTES);
    } catch (cause) {
      throw new ClientApiError('unreachable', host, `Can't reach the Farcaster client API at ${host}.`, { cause });
    }
    if (text === null) throw unexpected(`more than ${MAX_ANSWER_BYTES / 1024} KiB`);
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      if (response.ok) throw unexpected('not JSON');
    }
    if (response.status === 404) throw new ClientApiError('unknown-request', host, `The Farcaster client API at ${host} does not know this request (any more).`, { details: refusalWords(body) });
    if (response.status >= 400 && response.status < 500) {
      const words = refusalWords(body);
      throw new ClientApiError('refused', host, `The Farcaster client API at ${host} refused the request${words ? `: ${words}` : ` (HTTP ${response.status}).`}`, { details: words });
    }
    if (!response.ok) throw new ClientApiError('failed', host, `The Farcaster client API at ${host} ran into a problem (HTTP ${response.status}). Try again in a moment.`);
    if (typeof body !== 'object' || body === null) throw unexpected('not an object');
    return body as Record<string, unknown>;
  }

  return {
    async create(request) {
      const body = await call('/v2/signed-key-requests', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) });
      const answer = keyRequestOf(body);
      const token = answer?.token;
      const deeplinkUrl = answer?.deeplinkUrl;
      if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_CHARS) throw unexpected('no request token');
      if (typeof deeplinkUrl !== 'string' || !isDeepLink(deeplinkUrl)) throw unexpected('no Farcaster link');
      return { token, deeplinkUrl };
    },
    async status(token) {
      const body = await call(`/v2/signed-key-request?token=${encodeURIComponent(token)}`, { method: 'GET' });
      const answer = keyRequestOf(body);
      const state = answer?.state;
      if (typeof state !== 'string' || !STATES.includes(state as KeyRequestState)) throw unexpected('no known state');
      const userFid = answer?.userFid;
      return { state: state as KeyRequestState, userFid: typeof userFid === 'number' && Number.isSafeInteger(userFid) && userFid > 0 ? userFid : null };
    },
  };
}
