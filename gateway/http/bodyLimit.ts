import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';

/**
 * Hono's body limit, without making the request's web stream when the headers already tell: a GET or
 * HEAD (whose body no route reads) and a body that declares its Content-Length are judged by the
 * header. On Node, asking for the body stream builds a full web Request over the socket, which costs
 * more than answering a cached read; only a body sent in chunks needs it, to be counted as it arrives.
 */
export function limitBody(maxSize: number, onError: (c: Context) => never): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return createMiddleware(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('Content-Length');
    if (declared === undefined || c.req.header('Transfer-Encoding') !== undefined) return counted(c, next);
    if (Number(declared) > maxSize) onError(c);
    return next();
  });
}
