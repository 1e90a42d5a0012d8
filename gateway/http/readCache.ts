import type { Context, Next } from 'hono';

/** 32 MiB of cached bodies (UTF-8 bytes plus keys); about 220 pages of 100 casts. */
export const READ_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Reads whose signed-in answer depends only on rows every write moves the generation for (casts,
 * reactions, follows, bookmarks, blocks, users): these are kept per viewer as well (a Following feed
 * that includes the network's casts says `no-store`). Other signed-in reads (notifications, bookmarks
 * lists, scheduled casts) are built each time.
 */
const VIEWER_PATHS: ReadonlySet<string> = new Set([
  '/farcaster/v2/casts',
  '/farcaster/v2/cast',
  '/farcaster/v2/casts-in-thread',
  '/farcaster/v2/users',
  '/farcaster/v2/feed',
]);

/**
 * Read responses, served again until the data changes: anonymous ones, and, for the reads in
 * VIEWER_PATHS, each signed-in viewer's own (keyed by whom the token names, looked up by `viewerOf`, so
 * a person polling their pages is answered from memory while no one writes). `generation` is a number
 * that moves whenever a write that reads see has been committed (`Db.ownWrites` plus the commits seen
 * from other processes): an entry is only stored when the generation did not move while its page was
 * being built, and is only served while the generation is the one it was built in. So no read is ever
 * served from before a commit, a read racing a write never caches the old page, and requests that
 * write nothing (refusals, reads) never empty the cache. A token is checked before its viewer's entry
 * is served, so an expired or signed-out one gets the anonymous answer, as it would uncached. Memory is
 * bounded in bytes; the oldest entries make room. An answer marked `Cache-Control: no-store` (one read
 * from a Farcaster node) is never kept, and a request marked `Cache-Control: no-cache` is built afresh
 * and kept out of it. Each cacheable answer says which it was (`X-Cache: hit` or `miss`).
 */
export function createReadCache(
  generation: () => number,
  viewerOf: (c: Context) => Promise<number | null>,
  { maxBytes = READ_CACHE_MAX_BYTES, looked = () => {} }: { maxBytes?: number; /** Told whether each cacheable read was a hit. */ looked?: (result: 'hit' | 'miss') => void } = {},
) {
  const entries = new Map<string, Uint8Array>();
  let builtIn = generation();
  let bytes = 0;

  const cost = (key: string, body: Uint8Array) => body.byteLength + key.length * 2;
  const clear = () => {
    entries.clear();
    bytes = 0;
  };

  /** The entry's key, or null for a request never served from memory. */
  async function keyOf(c: Context): Promise<string | null> {
    if (c.req.method !== 'GET' || !c.req.path.startsWith('/farcaster/')) return null;
    if (c.req.header('Cache-Control')?.includes('no-cache')) return null;
    const signedIn = c.req.header('Authorization') !== undefined;
    if (signedIn && !VIEWER_PATHS.has(c.req.path)) return null;
    // Absolute URLs come from configuration, so the Host header is not part of the key.
    const url = new URL(c.req.url);
    const viewer = signedIn ? await viewerOf(c) : null;
    return `${viewer ?? ''} ${url.pathname}${url.search}`;
  }

  async function middleware(c: Context, next: Next) {
    const key = await keyOf(c);
    if (key === null) return next();
    const started = generation();
    if (started !== builtIn) {
      clear();
      builtIn = started;
    }
    const cached = entries.get(key);
    if (cached !== undefined) {
      // Oldest first is the eviction order, so a hit moves the entry to the end.
      entries.delete(key);
      entries.set(key, cached);
      looked('hit');
      return c.body(cached as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json', 'X-Cache': 'hit' });
    }
    await next();
    looked('miss');
    c.res.headers.set('X-Cache', 'miss');
    if (c.res.status !== 200 || generation() !== started || started !== builtIn) return;
    if (c.res.headers.get('Cache-Control')?.includes('no-store')) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    const size = cost(key, body);
    if (size > maxBytes) return;
    for (const [oldKey, oldBody] of entries) {
      if (bytes + size <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= cost(oldKey, oldBody);
    }
    entries.set(key, body);
    bytes += size;
  }

  return { middleware, size: () => entries.size, bytes: () => bytes };
}
