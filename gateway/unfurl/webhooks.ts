import { DEFAULT_FETCH_POLICY, type FetchPolicy, fetchJson, type PostOutcome, postJson } from './safeFetch';

/** A webhook has this long to answer, and this much of its answer is read (and dropped); a manifest is read within the same bounds. */
const WEBHOOK_POLICY = { timeoutMs: 5000, maxBytes: 64 * 1024 };

/** Where the gateway POSTs what it sends on its own: Mini Apps' webhooks; and where it reads their manifests. */
export interface Webhooks {
  /** Whether loopback and private addresses may be reached (`--unfurl-private`: development and tests only). */
  allowPrivate: boolean;
  post(url: string, body: unknown): Promise<PostOutcome>;
  /** A JSON document, parsed; throws FetchRefusal. */
  readJson(url: string): Promise<unknown>;
}

/** Webhooks reached through the link previews' guard: only global unicast addresses unless private ones are allowed. */
export function createWebhooks(options: Pick<FetchPolicy, 'allowPrivate' | 'allowAddresses'>): Webhooks {
  const policy: FetchPolicy = { ...DEFAULT_FETCH_POLICY, ...WEBHOOK_POLICY, ...options };
  return { allowPrivate: options.allowPrivate, post: (url, body) => postJson(url, body, policy), readJson: (url) => fetchJson(url, policy) };
}
