import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';

// On Node, touching a response before it is set, or adding a header after it is set, makes Hono build
// a web Response whose body the server then reads back as a stream: that costs more than answering a
// cached read. Hono's CORS and compression middleware do one each; these wrappers add the same headers
// onto the finished answer instead.

const EXPOSED = 'Retry-After';

/**
 * CORS for a public API: any origin, the API's headers and methods allowed, `Retry-After` readable. A
 * preflight is answered by Hono's middleware; other answers get their headers once they are made.
 */
export function crossOrigin(): MiddlewareHandler {
  const preflight = cors({ origin: '*', allowHeaders: ['API-KEY', 'Authorization', 'Content-Type'], allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'], exposeHeaders: [EXPOSED], maxAge: 86400 });
  return createMiddleware(async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
    c.res.headers.set('Access-Control-Expose-Headers', EXPOSED);
  });
}

/**
 * Hono's compression (gzip or deflate, as the client accepts), with `Vary: Accept-Encoding` put on a
 * compressible answer as soon as it is made, so that an answer sent uncompressed is sent as it is.
 */
export function compression(): MiddlewareHandler {
  const compressed = compress();
  return createMiddleware((c, next) =>
    compressed(c, async () => {
      await next();
      if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(c.res.headers.get('Content-Type') ?? '')) return;
      const vary = c.res.headers.get('Vary');
      if (!vary) c.res.headers.set('Vary', 'Accept-Encoding');
      else if (vary !== '*' && !/\baccept-encoding\b/i.test(vary)) c.res.headers.set('Vary', `${vary}, Accept-Encoding`);
    }),
  );
}
