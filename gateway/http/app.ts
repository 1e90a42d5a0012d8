import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { limitBody } from './bodyLimit';
import { compression, crossOrigin } from './responseHeaders';
import { HTTPException } from 'hono/http-exception';
import { UnauthenticatedError } from '../domainErrors';
import type { Logger } from '../log';
import { authRoutes } from './authRoutes';
import { bookmarkRoutes } from './bookmarkRoutes';
import { chainRoutes } from './chainRoute';
import { channelFollowRoutes } from './channelFollowRoutes';
import { channelRoutes } from './channelRoutes';
import { viewerId, type GatewayDeps } from './deps';
import { errorResponse, refusalResponse } from './errorResponse';
import { farcasterSignInRoutes, farcasterSignInSettingsRoutes } from './farcasterSignInRoutes';
import { feedRoutes } from './feedRoutes';
import { gaslessSignerRoutes } from './gaslessSignerRoutes';
import { messageRoutes } from './messageRoutes';
import { miniAppHostRoutes } from './miniAppHostRoutes';
import { miniAppNotificationRoutes } from './miniAppNotificationRoutes';
import { miniAppRoutes } from './miniAppRoutes';
import { notificationRoutes } from './notificationRoutes';
import { probeRoutes } from './probeRoutes';
import { bucketOf, countingRefusals, WINDOWS } from './rateLimit';
import { reactorRoutes } from './reactorRoutes';
import { createReadCache } from './readCache';
import { deliveryRoutes } from './deliveryRoutes';
import { demoAccountRoutes } from './demoAccountRoutes';
import { readRoutes } from './readRoutes';
import { requestTelemetry, routeOf } from './requestTelemetry';
import { scheduleRoutes } from './scheduleRoutes';
import { searchRoutes } from './searchRoutes';
import { securityHeaders } from './securityHeaders';
import { signerRequestRoutes, signerRequestSettingsRoutes } from './signerRequestRoutes';
import { staticRoutes } from './staticRoutes';
import { suggestionRoutes } from './suggestionRoutes';
import { unfurlRoutes } from './unfurlRoutes';
import { uploadFileRoutes, uploadRoutes } from './uploadRoutes';
import { vitalsRoutes } from './vitalsRoutes';

export const MAX_BODY_BYTES = 1024 * 1024;
const INVALID_KEY_TEXT = 'Too many requests or invalid API key! Get a free key at https://docs.wield.xyz';

export function createApp(given: GatewayDeps, log: Logger): Hono {
  const app = new Hono();
  const { metrics, readiness } = given;
  // Every rate limit takes its turn through the store's windows: counted there, each refusal is counted once.
  const store = { ...given.store, rateWindows: countingRefusals(given.store.rateWindows, (limit) => metrics.rateLimited.inc({ limit })) };
  const deps: GatewayDeps = { ...given, store };
  const farquest = deps.compat === 'farquest';
  // How often another process was seen to have committed: it only grows, so the latest answer is kept.
  let otherCommits = 0;

  app.use('*', requestTelemetry(log, metrics));
  // While shutting down, every answer closes its connection: a client that keeps connections open
  // moves to another process, and this one stops once what is in flight is answered.
  app.use('*', async (c, next) => {
    await next();
    if (readiness.shuttingDown()) c.res.headers.set('Connection', 'close');
  });
  app.use('*', securityHeaders);
  app.use('*', async (c, next) => {
    c.set('publicUrl', deps.publicUrl());
    await next();
  });
  app.use('*', crossOrigin());
  // JSON shrinks to about a sixth: on a phone's link that is most of a first screen's wait.
  app.use('*', compression());
  // Sub-apps are joined in this order, between the middleware: what is mounted before the API-key check is public.
  app.route('/', probeRoutes(readiness));
  app.route('/', staticRoutes());
  app.route('/', miniAppRoutes());
  app.route('/', chainRoutes(deps.chain));
  app.route('/', demoAccountRoutes(deps.chain));
  app.route('/', farcasterSignInSettingsRoutes(deps.farcasterSignIn));
  app.route('/', signerRequestSettingsRoutes(deps.signerRequests));
  app.route('/', uploadFileRoutes(deps.media.uploads));
  // Field measurement comes by beacon, which carries no API key; it has a rate limit of its own.
  app.route('/', vitalsRoutes(metrics, store.rateWindows));
  // Mini App servers send notifications with the tokens the gateway issued: the tokens are the authority.
  app.route('/', miniAppNotificationRoutes(store, deps.media.webhooks.allowPrivate));

  app.use('*', async (c, next) => {
    const key = c.req.header('API-KEY');
    if (key === undefined || !deps.apiKeys.has(key)) {
      if (farquest) return c.text(INVALID_KEY_TEXT, 429);
      throw new UnauthenticatedError('Missing or invalid API key: send it in the API-KEY header');
    }
    await next();
  });

  // What another gateway process on the same database wrote is read from the database, not from memory,
  // and a token it signed out is refused here at once. Checked before any route that takes a token, once
  // the public files, preflights and refused keys are answered: they use no cached rows or tokens. A
  // request that carries a token or writes sees every commit acknowledged before it (so a person reads
  // what they wrote through another process); an anonymous read goes by the other processes'
  // notifications, with no round trip to the database before a cached answer.
  app.use('*', async (c, next) => {
    const exact = c.req.header('Authorization') !== undefined || !(c.req.method === 'GET' || c.req.method === 'HEAD');
    otherCommits = Math.max(otherCommits, await store.checkOtherProcesses({ exact }));
    await next();
  });

  if (deps.rateLimit === 'farquest') {
    app.use('*', async (c, next) => {
      const client = getConnInfo(c).remote.address ?? 'unknown';
      const bucket = bucketOf(c.req.method, c.req.path);
      const wait = await store.rateWindows.take(`${bucket}:${client}`, WINDOWS[bucket]);
      if (wait > 0) return c.text(INVALID_KEY_TEXT, 429, { 'Retry-After': String(wait) });
      await next();
    });
  }

  // Before the 1 MB body limit: uploads apply their own.
  app.route('/', uploadRoutes(deps, deps.media.uploads));
  app.route('/', unfurlRoutes(deps.media.unfurler, store.rateWindows));

  app.use('*', limitBody(MAX_BODY_BYTES, () => { throw new HTTPException(413, { message: 'Request body is larger than 1 MB' }); }));

  // Writes of rows no read serves (sign-in texts, the outbox, rate windows, node reads) move neither count.
  const looked = (result: 'hit' | 'miss') => metrics.readCache.inc({ result });
  app.use('*', createReadCache(() => store.db.ownWrites() + otherCommits, (c) => viewerId(c, deps), { looked }).middleware);
  app.route('/', authRoutes(deps));
  app.route('/', farcasterSignInRoutes(deps));
  app.route('/', signerRequestRoutes(deps));
  app.route('/', readRoutes(deps));
  app.route('/', messageRoutes(deps));
  app.route('/', feedRoutes(deps));
  app.route('/', notificationRoutes(deps));
  app.route('/', reactorRoutes(deps));
  app.route('/', searchRoutes(deps));
  app.route('/', suggestionRoutes(deps));
  app.route('/', bookmarkRoutes(deps));
  app.route('/', scheduleRoutes(deps));
  app.route('/', channelRoutes(deps));
  app.route('/', channelFollowRoutes(deps));
  app.route('/', miniAppHostRoutes(deps));
  app.route('/', gaslessSignerRoutes(deps));
  if (deps.delivery) app.route('/', deliveryRoutes(deps));

  app.notFound((c) => errorResponse(c, deps.compat, 404, `No route ${c.req.method} ${c.req.path}`));
  // The one place where refusals become HTTP answers, whichever layer refused.
  app.onError((error, c) => {
    const refusal = refusalResponse(c, deps.compat, error);
    if (refusal) return refusal;
    log.error({ reqId: c.get('requestId'), err: error }, `Internal error on ${c.req.method} ${routeOf(c)}`);
    return errorResponse(c, deps.compat, 500, 'Internal Server Error');
  });
  return app;
}
