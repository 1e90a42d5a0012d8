import type { Context, Next } from 'hono';

/** 32 MiB of cached bodies (UTF-8 bytes plus keys); about 220 pages of 100 casts. */
export const READ_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Anonymous read responses, served again until the data changes. `generation` is a number that moves
 * whenever a write that reads see has been committed (`Db.ownWrites` plus the commits seen from other
 * processes): an entry is only stored when the generation did not move while its page was being built,
 * and is only served while the generation is the one it was built in. So no read is ever served from
 * before a commit, a read racing a write never caches the old page, and requests that write nothing
 * (refusals, reads) never empty the cache. Memory is bounded in bytes; the oldest entries make room.
 * An answer marked `Cache-Control: no-store` (one read from a Farcaster node) is never kept. Each
 * cacheable answer says which it was (`X-Cache: hit` or `miss`).
 */
export function createReadCache(generation: () => number, maxBytes = READ_CACHE_MAX_BYTES) {
  const entries = new Map<string, Uint8Array>();
  let builtIn = generation();
  let bytes = 0;

  const cost = (key: string, body: Uint8Array) => body.byteLength + key.length * 2;
  const clear = () => {
    entries.clear();
    bytes = 0;
  };

  async function middleware(c: Context, next: Next) {
    const cacheable = c.req.method === 'GET' && c.req.path.startsWith('/farcaster/') && c.req.header('Authorization') === undefined;
    if (!cacheable) return next();
    const started = generation();
    if (started !== builtIn) {
      clear();
      builtIn = started;
    }
    // Absolute URLs come from configuration, so the Host header is not part of the key.
    const url = new URL(c.req.url);
    const key = url.pathname + url.search;
    const cached = entries.get(key);
    if (cached !== undefined) {
      // Oldest first is the eviction order, so a hit moves the entry to the end.
      entries.delete(key);
      entries.set(key, cached);
      return c.body(cached as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json', 'X-Cache': 'hit' });
    }
    await next();
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
