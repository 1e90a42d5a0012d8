import { randomBytes } from 'node:crypto';
import type { Address, Hex } from 'viem';

/**
 * Signed key requests as Farcaster's client API keeps them (`POST /v2/signed-key-requests`): an app asks
 * for its Ed25519 key to be added to whichever account approves it, with its app FID's custody signature
 * over `{requestFid, key, deadline}`. The states are the API's: `pending` until someone approves,
 * `approved` while the key is being added on chain, `completed` once it is. The API has no refusal: a
 * declined request stays `pending` (only the approval page remembers the answer) until its deadline.
 */

export interface KeyRequestBody {
  key: Hex;
  requestFid: number;
  signature: Hex;
  /** Unix seconds. */
  deadline: number;
}

/** A request whose signature the chain accepted: `requestSigner` is the app FID's custody, which signed it. */
export interface CheckedKeyRequest extends KeyRequestBody {
  requestSigner: Address;
}

export interface KeyRequest extends CheckedKeyRequest {
  token: string;
  state: 'pending' | 'approved' | 'completed';
  /** The account that approved it, once approved. */
  userFid?: number;
  /** Declined on the approval page; the API still says pending. */
  declined?: boolean;
  /** Why the last approval did not add the key, in words. */
  failure?: string;
}

/** A request the API refuses (400), with the sentence it answers. */
export class KeyRequestRefused extends Error {}

/** Requests kept at once; past it the oldest is forgotten (its token then answers 404). */
export const MAX_KEY_REQUESTS = 1_000;

const ED25519_KEY = /^0x[0-9a-fA-F]{64}$/;
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;
const positiveWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The body of `POST /v2/signed-key-requests`, checked; `nowSeconds` is the time the deadline is held to. */
export function keyRequestBody(body: unknown, nowSeconds: number): KeyRequestBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new KeyRequestRefused('The body must be a JSON object with key, requestFid, signature and deadline.');
  }
  const { key, requestFid, signature, deadline } = body as Record<string, unknown>;
  if (typeof key !== 'string' || !ED25519_KEY.test(key)) throw new KeyRequestRefused('key must be a 32-byte Ed25519 public key: 0x and 64 hex digits.');
  if (!positiveWhole(requestFid)) throw new KeyRequestRefused('requestFid must be the FID of the app asking, a whole number from 1.');
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw new KeyRequestRefused('signature must be a 65-byte EIP-712 signature: 0x and 130 hex digits.');
  if (!positiveWhole(deadline)) throw new KeyRequestRefused('deadline must be a time in Unix seconds.');
  if (deadline <= nowSeconds) throw new KeyRequestRefused(`The deadline ${new Date(deadline * 1000).toISOString()} has passed: sign the request again with a later one.`);
  return { key: key.toLowerCase() as Hex, requestFid, signature: signature as Hex, deadline };
}

/** What `GET /v2/signed-key-request` answers for a request; the stand-in's page is its deep link. */
export function keyRequestView(request: KeyRequest, origin: string) {
  const { token, key, requestFid, state, userFid } = request;
  const deeplinkUrl = `${origin}/~/signed-key-request?${new URLSearchParams({ token })}`;
  return { token, deeplinkUrl, key, requestFid, state, ...(userFid === undefined ? {} : { userFid }) };
}

/** Whether the page has had its answer: declined, or approved (being added, or added). A failed approval may be answered again. */
export function isAnswered(request: KeyRequest): boolean {
  return request.declined === true || request.state !== 'pending';
}

/** The approval page's Approve: the key is about to be added for `userFid`. */
export function markApproved(request: KeyRequest, userFid: number): void {
  if (isAnswered(request)) throw new Error(`Request ${request.token} was answered already`);
  Object.assign(request, { state: 'approved', userFid, failure: undefined });
}

/** The key is on chain. */
export function markCompleted(request: KeyRequest): void {
  if (request.state !== 'approved') throw new Error(`Request ${request.token} is ${request.state}, not approved`);
  request.state = 'completed';
}

/** The key could not be added: the request is pending again, and the page says why. */
export function markFailed(request: KeyRequest, failure: string): void {
  if (request.state !== 'approved') throw new Error(`Request ${request.token} is ${request.state}, not approved`);
  Object.assign(request, { state: 'pending', userFid: undefined, failure });
}

/** The approval page's Decline: remembered for the page; the API has no refusal. */
export function markDeclined(request: KeyRequest): void {
  if (isAnswered(request)) throw new Error(`Request ${request.token} was answered already`);
  request.declined = true;
}

/**
 * The requests of one stand-in, in memory, at most `maxRequests` (the oldest forgotten first). A pending
 * request whose deadline has passed is gone: nobody can approve it any more.
 */
export class KeyRequestStore {
  readonly #requests = new Map<string, KeyRequest>();

  constructor(
    private readonly nowSeconds: () => number,
    private readonly maxRequests = MAX_KEY_REQUESTS,
  ) {}

  add(checked: CheckedKeyRequest): KeyRequest {
    let token = newToken();
    while (this.#requests.has(token)) token = newToken();
    const request: KeyRequest = { ...checked, token, state: 'pending' };
    this.#requests.set(token, request);
    for (const oldest of this.#requests.keys()) {
      if (this.#requests.size <= this.maxRequests) break;
      this.#requests.delete(oldest);
    }
    return request;
  }

  get(token: string): KeyRequest | null {
    const request = this.#requests.get(token);
    if (!request) return null;
    if (request.state === 'pending' && request.deadline <= this.nowSeconds()) {
      this.#requests.delete(token);
      return null;
    }
    return request;
  }

  get size(): number {
    return this.#requests.size;
  }
}

/** Hard to guess, like the API's: 0x and 32 hex digits. */
function newToken(): string {
  return `0x${randomBytes(16).toString('hex')}`;
}
