import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from '../log';
import type { GatewayMetrics, WriteOutcome } from '../metrics/gatewayMetrics';
import { BOOKMARKS_PATH } from './bookmarkRoutes';
import { CHANNEL_FOLLOWS_PATH } from './channelFollowRoutes';
import { MINIAPPS_PATH, NOTIFICATIONS_PATH } from './miniAppNotificationRoutes';
import { HEALTH_PATH, READY_PATH } from './probeRoutes';
import { SCHEDULED_PATH } from './scheduleRoutes';

/** The label of a request that no route answers (an unknown path, a preflight). */
export const UNMATCHED = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);

/** The requests that write what people read: signed messages, scheduled casts, bookmarks, channel follows, pictures, Mini Apps' notifications. */
const WRITES = new Set([
  'POST /farcaster/v2/message',
  `POST ${SCHEDULED_PATH}`,
  `DELETE ${SCHEDULED_PATH}/:castHash`,
  `PUT ${BOOKMARKS_PATH}/:castHash`,
  `DELETE ${BOOKMARKS_PATH}/:castHash`,
  `POST ${CHANNEL_FOLLOWS_PATH}`,
  `DELETE ${CHANNEL_FOLLOWS_PATH}/:channelId`,
  `POST ${MINIAPPS_PATH}/notification-token`,
  `POST ${MINIAPPS_PATH}/events`,
  `POST ${NOTIFICATIONS_PATH}`,
  'POST /castline/v1/upload',
]);

const REFUSALS: Record<number, WriteOutcome> = {
  400: 'invalid',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'invalid',
  422: 'invalid',
  429: 'rate_limited',
};

/** Probes come every few seconds from an orchestrator: their lines are debug. */
const PROBES = new Set([HEALTH_PATH, READY_PATH]);

/** An incoming `X-Request-Id` is kept when it is a plain token of at most 128 characters; otherwise one is made. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming !== undefined && /^[\w.:=-]{1,128}$/.test(incoming) ? incoming : randomUUID();
}

/** The pattern of the route that answered (`/castline/v1/bookmarks/:castHash`), never the path asked for. */
export function routeOf(c: Context): string {
  const handlers = matchedRoutes(c).filter((route) => route.method !== 'ALL');
  return handlers.at(-1)?.path ?? UNMATCHED;
}

export function writeOutcome(status: number): WriteOutcome {
  if (status < 300) return 'accepted';
  return REFUSALS[status] ?? (status >= 500 ? 'error' : 'refused');
}

/**
 * The first middleware: every request gets an id (sent back as `X-Request-Id`), and once answered one
 * log line (id, method, route pattern, status, duration) and its place in the metrics. Nothing a client
 * sent (a header, a query, a body) is written to the log but a well-formed request id.
 */
export function requestTelemetry(log: Logger, metrics: GatewayMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdOf(c.req.header('X-Request-Id'));
    c.set('requestId', reqId);
    await next();
    // Set on the finished answer, as the other headers are (responseHeaders.ts).
    c.res.headers.set('X-Request-Id', reqId);
    const seconds = (performance.now() - started) / 1000;
    const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
    const route = routeOf(c);
    const { status } = c.res;
    metrics.requests.observe({ method, route, status: String(status) }, seconds);
    if (WRITES.has(`${method} ${route}`)) metrics.writes.inc({ route, outcome: writeOutcome(status) });
    const durationMs = Math.round(seconds * 10_000) / 10;
    const level = PROBES.has(route) ? 'debug' : status >= 500 ? 'error' : 'info';
    log[level]({ reqId, method, route, status, durationMs }, `${method} ${route} ${status} ${durationMs} ms`);
  };
}
