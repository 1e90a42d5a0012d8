/**
 * Whether anything reaches the gateway, asked without the service worker's cache: a HEAD request, which
 * the worker lets through (it keeps only GETs). Any answer at all means reachable; only a failure to
 * connect means unreachable. Reads the worker answers from its cache cannot tell this, and neither can
 * `navigator.onLine` alone (it says online on a network that goes nowhere).
 *
 * The route is far.quest's channel search, which both the public service (with no rate limit) and the
 * local gateway in either mode answer 200 to an API key without a token: a clean start logs no 401 or 429.
 */
const PROBE_PATH = '/farcaster/v2/search-channel?query=castline';

export type Reach = 'unknown' | 'reachable' | 'unreachable';

let reach: Reach = 'unknown';
const listeners = new Set<() => void>();

function settle(next: Reach): void {
  if (next === reach) return;
  reach = next;
  for (const listener of listeners) listener();
}

export const gatewayReach = (): Reach => reach;

export function subscribeReach(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the gateway for anything, and records whether it answered. */
export async function probeGateway({ url, apiKey }: { url: string; apiKey: string }, timeoutMs = 4000): Promise<boolean> {
  try {
    await fetch(url + PROBE_PATH, { method: 'HEAD', headers: { 'API-KEY': apiKey }, cache: 'no-store', credentials: 'omit', signal: AbortSignal.timeout(timeoutMs) });
    settle('reachable');
    return true;
  } catch {
    settle('unreachable');
    return false;
  }
}

/** Offline as far as a write can tell: the browser says so, or the last probe found no gateway. */
export const seemsOffline = (): boolean => !navigator.onLine || reach === 'unreachable';
