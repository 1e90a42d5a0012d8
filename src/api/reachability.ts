/**
 * Whether anything reaches the gateway, asked without the service worker's cache: a HEAD request to
 * the gateway's root that the worker lets through. Any answer at all (even a 404) means reachable;
 * only a failure to connect means unreachable. Reads the worker answers from its cache cannot tell
 * this, and neither can `navigator.onLine` alone (it says online on a network that goes nowhere).
 */
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

/** Asks the gateway at `baseUrl` for anything, and records whether it answered. */
export async function probeGateway(baseUrl: string, timeoutMs = 4000): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/`, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: AbortSignal.timeout(timeoutMs) });
    settle('reachable');
    return true;
  } catch {
    settle('unreachable');
    return false;
  }
}

/** Offline as far as a write can tell: the browser says so, or the last probe found no gateway. */
export const seemsOffline = (): boolean => !navigator.onLine || reach === 'unreachable';
