/**
 * What the service worker keeps of the gateway's answers, so screens and casts already read open
 * offline. The gateway is whatever Settings names (the local gateway on this computer, far.quest,
 * another host), so the worker is registered as `/sw.js?gateway=<base URL>` and reads its base from
 * its own address: a change of gateway registers the worker anew.
 *
 * `isCachedGatewayRead` is copied by its source text into the generated worker, so it may use
 * nothing but its arguments and the worker's own `location`.
 */

/** The worker's script address for a gateway base URL. */
export const serviceWorkerUrl = (gatewayBase: string): string => `/sw.js?gateway=${encodeURIComponent(gatewayBase)}`;

/** Cache Storage name of the gateway's reads. */
export const GATEWAY_READS_CACHE = 'castline-gateway-reads';

/**
 * A read worth keeping: a GET made by the app's own code (not a picture, frame or page) to the
 * configured gateway's data routes. Never kept: anything but GET (posts, deletes, sign-out), the
 * sign-in and token routes (`/auth/…`), anything on another origin or path, and any address that
 * carries a token in its query.
 */
export function isCachedGatewayRead({ url, request }: { url: URL; request: Request }): boolean {
  const gateway = new URL((globalThis as unknown as { location: { href: string } }).location.href).searchParams.get('gateway');
  if (!gateway || request.method !== 'GET' || request.destination !== '') return false;
  const base = gateway.replace(/\/+$/, '');
  if (!url.href.startsWith(`${base}/`)) return false;
  const path = url.href.slice(base.length);
  return /^\/(farcaster\/v2|castline\/v1)\//.test(path) && !/[?&](token|access_?token|api[-_]?key)=/i.test(path);
}

/** Gateway paths that are never the app's own pages: a navigation to them is not answered with index.html. */
export const NOT_APP_PAGES = [/^\/(farcaster|castline|auth|v[0-9]+)\//, /^\/sw\.js/, /^\/workbox-/, /^\/manifest\.webmanifest/];
