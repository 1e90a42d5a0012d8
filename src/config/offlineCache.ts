/**
 * What the service worker keeps of the gateway's answers, so screens and casts already read open
 * offline. The gateway is whatever Settings names (the local gateway on this computer, far.quest,
 * another host), so the worker is registered as `/sw.js?gateway=<base URL>` and reads its base from
 * its own address: a change of gateway registers the worker anew.
 *
 * A read made signed in is that account's own view, kept for it alone. The gateway client names the
 * account a page reads as (`accountKey`, not a secret: the signed-in one, or signed out, the one last
 * signed in here) in the fragment of the read's address, which the browser never sends. The worker
 * keeps an answer given to a bearer token under that account, and one given without a token as read
 * signed out; it answers a read from that account's kept reads, else from those read signed out (no
 * account's own view). So one account's reads are never answered to another, and a page signed out
 * after a reload (the installed app opened offline) finds what its last account read. A key is the bare
 * address (no credential in it, no header); a kept answer is its status, its type and its body.
 *
 * The page lists the accounts signed in here in the same cache (`SIGNED_IN_ACCOUNTS`); an answer kept
 * for an account not on it (a read still under way when the account signed out) is deleted again.
 *
 * `isCachedGatewayRead`, `keptReadKey`, `keptReadAnswer`, `keptReadOrSignedOut` and
 * `keptOnlyWhileSignedIn` are copied by their source text into the generated worker, so they may use
 * nothing but their arguments and the worker's own globals (and spell out `castline-account` and the
 * list's address themselves).
 */

/** The worker's script address for a gateway base URL. */
export const serviceWorkerUrl = (gatewayBase: string): string => `/sw.js?gateway=${encodeURIComponent(gatewayBase)}`;

/** Cache Storage name of the gateway's reads. */
export const GATEWAY_READS_CACHE = 'castline-gateway-reads';

/** Where the page lists the accounts signed in here, as a JSON array of `accountKey`s, in the reads' cache. */
export const SIGNED_IN_ACCOUNTS = 'https://castline.invalid/signed-in-accounts';

/** Names the account in a read's fragment (`markedForAccount` in api/http.ts), and in its cache key's query. */
const ACCOUNT_MARK = 'castline-account';

/**
 * A read worth keeping: a GET made by the app's own code (not a picture, frame or page) to the
 * configured gateway's data routes. Never kept: anything but GET (posts, deletes, sign-out), the
 * sign-in and token routes (`/auth/…`), anything on another origin or path, any address that
 * carries a token or key in its query, and a read sent with a bearer token that names no account.
 */
export function isCachedGatewayRead({ url, request }: { url: URL; request: Request }): boolean {
  const gateway = new URL((globalThis as unknown as { location: { href: string } }).location.href).searchParams.get('gateway');
  if (!gateway || request.method !== 'GET' || request.destination !== '') return false;
  if (request.headers.has('Authorization') && !new URLSearchParams(url.hash.slice(1)).get('castline-account')) return false;
  const base = gateway.replace(/\/+$/, '');
  if (!url.href.startsWith(`${base}/`)) return false;
  const path = url.href.slice(base.length);
  return /^\/(farcaster\/v2|castline\/v1)\//.test(path) && !/[?&](token|access_?token|api[-_]?key)=/i.test(path);
}

/**
 * The cache key of a read (Workbox's `cacheKeyWillBeUsed`): its address without the fragment, with the
 * account in the query, and no header: the bearer token and the API key the request carried are kept
 * nowhere. Looked up (`read`), the account the page reads as; kept (`write`), that account only when the
 * gateway was sent its token, and none (read signed out) otherwise.
 */
export async function keptReadKey({ request, mode }: { request: Request; mode: string }): Promise<Request> {
  const url = new URL(request.url);
  const named = new URLSearchParams(url.hash.slice(1)).get('castline-account');
  const account = mode === 'write' && !request.headers.has('Authorization') ? null : named;
  url.hash = '';
  url.searchParams.delete('castline-account');
  if (account) url.searchParams.set('castline-account', account);
  return new Request(url.href);
}

/** The answer as it is kept (Workbox's `cacheWillUpdate`): status, type and body, and no other header. */
export async function keptReadAnswer({ response }: { response: Response }): Promise<Response> {
  const type = response.headers.get('Content-Type');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: type ? { 'Content-Type': type } : {} });
}

/**
 * The answer a read is given from the cache (Workbox's `cachedResponseWillBeUsed`): the one kept for its
 * account, or when there is none, the same read kept as read signed out.
 */
export async function keptReadOrSignedOut({ cacheName, request, cachedResponse }: { cacheName: string; request: Request; cachedResponse?: Response }): Promise<Response | undefined> {
  if (cachedResponse) return cachedResponse;
  const url = new URL(request.url);
  if (!url.searchParams.has('castline-account')) return undefined;
  url.searchParams.delete('castline-account');
  return (await caches.open(cacheName)).match(url.href);
}

/**
 * After an answer is kept (Workbox's `cacheDidUpdate`): one kept for an account the page does not list
 * as signed in here is deleted again. The page lists the accounts before it deletes a signed-out one's
 * reads, and this reads the list after the answer is kept, so an answer to a read under way at the
 * sign-out is deleted by one or the other.
 */
export async function keptOnlyWhileSignedIn({ cacheName, request }: { cacheName: string; request: Request }): Promise<void> {
  const account = new URL(request.url).searchParams.get('castline-account');
  if (!account) return;
  const cache = await caches.open(cacheName);
  const listed = await cache.match('https://castline.invalid/signed-in-accounts');
  const signedIn: unknown = listed ? await listed.json() : [];
  if (!Array.isArray(signedIn) || !signedIn.includes(account)) await cache.delete(request);
}

/** The account a kept read belongs to, from its cache key's address; null for a read made signed out. */
export function keptReadAccount(keyUrl: string): string | null {
  return new URL(keyUrl).searchParams.get(ACCOUNT_MARK);
}

/** Gateway paths that are never the app's own pages: a navigation to them is not answered with index.html. */
export const NOT_APP_PAGES = [/^\/(farcaster|castline|auth|v[0-9]+)\//, /^\/sw\.js/, /^\/workbox-/, /^\/manifest\.webmanifest/];
