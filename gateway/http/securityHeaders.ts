import type { Context, Next } from 'hono';

/**
 * Headers on every answer, whichever route (or error) produced it: no content sniffing, no Referer
 * leaking the gateway's URLs, and nothing kept by a browser or proxy cache that was fetched with a
 * bearer token or hands one out (sign-in).
 */
export async function securityHeaders(c: Context, next: Next) {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Referrer-Policy', 'no-referrer');
  if (c.req.header('Authorization') !== undefined || c.req.path.startsWith('/auth/')) c.res.headers.set('Cache-Control', 'no-store');
}
