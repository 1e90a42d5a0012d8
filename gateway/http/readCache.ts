import type { Context, Next } from 'hono';

/**
 * Anonymous read responses, kept until the next write. Reads far outnumber writes, and a page of
 * 100 casts costs about a millisecond to build and serialise; a write of any kind (a message, a
 * sign-in that creates an account) clears everything, so no read ever sees stale data.
 */
export function createReadCache(maxEntries = 1000) {
  const entries = new Map<string, string>();

  async function middleware(c: Context, next: Next) {
    const cacheable = c.req.method === 'GET' && c.req.path.startsWith('/farcaster/') && c.req.header('Authorization') === undefined;
    if (!cacheable) {
      if (c.req.method !== 'GET' || c.req.path.startsWith('/auth/')) entries.clear();
      return next();
    }
    const key = c.req.url;
    const body = entries.get(key);
    if (body !== undefined) return c.body(body, 200, { 'Content-Type': 'application/json' });
    await next();
    if (c.res.status !== 200) return;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, await c.res.clone().text());
  }

  return { middleware, size: () => entries.size };
}
