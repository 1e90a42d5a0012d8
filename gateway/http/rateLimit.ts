import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { RateRule, RateWindows } from '../store/rateWindows';

/** far.quest's per-IP windows (docs/real-gateway.md): reads 5 per 5 s, messages 1 per 5 s, sign-in 1 per 2 s. */
export type Bucket = 'read' | 'message' | 'signin';

export const WINDOWS: Record<Bucket, RateRule> = {
  read: { max: 5, ms: 5000 },
  message: { max: 1, ms: 5000 },
  signin: { max: 1, ms: 2000 },
};

export const bucketOf = (method: string, path: string): Bucket =>
  path.startsWith('/auth/') ? 'signin' : method === 'POST' ? 'message' : 'read';

/**
 * The same windows, telling `refused` the limit of each request they refuse: the part of its key before
 * the first `:` (`read`, `message`, `signin`, `unfurl`, `upload`, `vitals`).
 */
export function countingRefusals(windows: RateWindows, refused: (limit: string) => void): RateWindows {
  return {
    async take(key, rule, now) {
      const wait = await windows.take(key, rule, now);
      if (wait > 0) refused(key.slice(0, key.indexOf(':')));
      return wait;
    },
  };
}

/**
 * Counts the request in the window under `key`; past the rule, refuses it with a 429 whose words begin
 * with `tooMany` and whose `Retry-After` says when to try again.
 */
export async function takeOrRefuse(c: Context, windows: RateWindows, key: string, rule: RateRule, tooMany: string): Promise<void> {
  const wait = await windows.take(key, rule);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    throw new HTTPException(429, { message: `${tooMany}: try again in ${wait} s` });
  }
}

/**
 * A route's own limit per client address, counted under `limit` before anything else of the request is
 * read, so a stream of bad requests costs the client too (`takeOrRefuse`).
 */
export function perClientLimit(windows: RateWindows, limit: string, rule: RateRule, tooMany: string) {
  return createMiddleware(async (c, next) => {
    await takeOrRefuse(c, windows, `${limit}:${getConnInfo(c).remote.address ?? 'unknown'}`, rule, tooMany);
    await next();
  });
}
