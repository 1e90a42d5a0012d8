import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { InvalidInputError, NotFoundError } from '../domainErrors';
import { FetchRefusal } from '../unfurl/safeFetch';
import { type AccountApp, applyMiniAppEvent, makeRoomFor } from '../messages/applyMiniAppEvent';
import { eventNamed, type MiniAppServerEvent, type NotificationDetails, readEnvelope, signEvent, verifyEvent } from '../messages/miniAppEvents';
import { START_DESC } from '../store/cursor';
import type { MiniAppNotificationRow } from '../store/miniAppNotifications';
import type { MiniAppRow } from '../store/miniApps';
import { jsonObject } from './body';
import { listBody } from './castRecords';
import { type GatewayDeps, origin } from './deps';
import { appAndWebhook, manifestUrlOf, manifestWebhookUrl, outsideUrl } from './miniAppRequests';
import { MINIAPPS_PATH, NOTIFICATIONS_PATH } from './miniAppNotificationRoutes';
import { cutPage, rowsToRead } from './paging';
import { pageParams, validQuery } from './params';
import { takeOrRefuse } from './rateLimit';
import { signedIn, type SignedInContext } from './signedIn';

/** Events an account may send in a minute: adding and removing apps is a person's act, and each event is a request to an outside server. */
const EVENTS_PER_MINUTE = { max: 20, ms: 60_000 };
/** Manifests an account may have read in a minute: each is a request to an outside server, made when a person adds an app. */
export const MANIFEST_READS_PER_MINUTE = { max: 30, ms: 60_000 };

const byReceipt = (row: MiniAppNotificationRow) => ({ ts: row.received_at, id: row.id });

const appRecord = (row: MiniAppRow) => ({
  appUrl: row.app_url,
  webhookUrl: row.webhook_url,
  notificationsEnabled: row.enabled === 1,
  addedAt: row.added_at,
});

const notificationRecord = (row: MiniAppNotificationRow) => ({
  id: row.id,
  appUrl: row.app_url,
  notificationId: row.notification_id,
  title: row.title,
  body: row.body,
  targetUrl: row.target_url,
  receivedAt: row.received_at,
});

/**
 * The host's side of Mini App notifications for the signed-in account, Castline's own routes and private
 * to it: a notification token per app, the app's events (signed in the browser by the account's signer
 * key, or by the gateway for an account without an FID) checked, applied and sent to the app's webhook,
 * the account's apps and the notifications their servers sent. Signing and sending:
 * gateway/README.md (*Mini App notifications*).
 */
export function miniAppHostRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const { store, compat, registry } = deps;
  const { webhooks } = deps.media;
  const auth = signedIn(deps);
  const pageQuery = validQuery((q) => pageParams(q, compat, { fallback: 25, max: 100 }, START_DESC));
  const notificationUrl = (c: Context) => `${origin(c)}${NOTIFICATIONS_PATH}`;

  const accountId = async (c: SignedInContext): Promise<number> => {
    const user = await store.users.byFid(c.get('identity').fid);
    if (!user) throw new NotFoundError('This account has no profile on this gateway yet');
    return user.id;
  };
  const accountApp = async (c: SignedInContext, body: Record<string, unknown>): Promise<AccountApp> => ({
    userId: await accountId(c),
    ...appAndWebhook(body, webhooks.allowPrivate),
  });

  /** The event as the webhook will get it: the browser's envelope, checked, or the gateway's own for an account without an FID. */
  async function signedEvent(c: SignedInContext, body: Record<string, unknown>, issued: NotificationDetails | null) {
    const identity = c.get('identity');
    if (identity.kind === 'fid') {
      if (body.event === undefined) throw new InvalidInputError('event is required: the event signed in the browser with the signer key of this account');
      const envelope = readEnvelope(body.event);
      return { envelope, event: await verifyEvent(envelope, Number(identity.fid), issued, registry) };
    }
    if (body.eventType === undefined) throw new InvalidInputError('eventType is required: the gateway signs the events of an account without an FID');
    const event: MiniAppServerEvent = eventNamed(body.eventType, issued);
    // Such an account has no FID: the header names FID 0, as its messages do, and the gateway's own key.
    return { envelope: signEvent(event, { fid: 0, privateKey: await store.miniApps.eventSigningKey() }), event };
  }

  app.get(MINIAPPS_PATH, auth, async (c) => {
    const rows = await store.miniApps.list(await accountId(c));
    return c.json({ result: { miniapps: rows.map(appRecord) }, source: 'v2' });
  });

  // The app's manifest, read here: the browser may not read another origin's, and nothing in it is run.
  // An app with none (its origin answers 404 or 410) names no webhook.
  app.get(`${MINIAPPS_PATH}/manifest`, auth, async (c) => {
    await takeOrRefuse(c, store.rateWindows, `miniapp-manifest:${c.get('identity').fid}`, MANIFEST_READS_PER_MINUTE, 'Too many Mini App manifests read for this account');
    const appUrl = outsideUrl(c.req.query('url'), 'url', webhooks.allowPrivate).origin;
    let manifest: unknown;
    try {
      manifest = await webhooks.readJson(manifestUrlOf(appUrl));
    } catch (error) {
      if (error instanceof FetchRefusal && (error.answered === 404 || error.answered === 410)) manifest = null;
      else if (error instanceof FetchRefusal) throw new HTTPException(error.status, { message: `The app's manifest could not be read: ${error.message}` });
      else throw error;
    }
    return c.json({ result: { appUrl, webhookUrl: manifestWebhookUrl(manifest, webhooks.allowPrivate) }, source: 'v2' });
  });

  app.post(`${MINIAPPS_PATH}/notification-token`, auth, async (c) => {
    const target = await accountApp(c, await jsonObject(c));
    const fresh = randomBytes(32).toString('hex');
    // Counted and added in one transaction, so requests at once cannot pass the limit together.
    const token = await store.db.transaction(async () => {
      await makeRoomFor(store, target);
      return store.miniApps.issueToken(target.userId, target.appUrl, target.webhookUrl, fresh, Date.now());
    });
    return c.json({ result: { notificationDetails: { url: notificationUrl(c), token } }, source: 'v2' });
  });

  app.post(`${MINIAPPS_PATH}/events`, auth, async (c) => {
    await takeOrRefuse(c, store.rateWindows, `miniapp-event:${c.get('identity').fid}`, EVENTS_PER_MINUTE, 'Too many Mini App events from this account');
    const body = await jsonObject(c);
    const target = await accountApp(c, body);
    const token = (await store.miniApps.byApp(target.userId, target.appUrl))?.token ?? null;
    const { envelope, event } = await signedEvent(c, body, token ? { url: notificationUrl(c), token } : null);
    await applyMiniAppEvent(store, target, event, Date.now());
    // Sent once the change is committed; a webhook that fails leaves it in place.
    const sent = await webhooks.post(target.webhookUrl, envelope);
    return c.json({ result: { event: event.event, ...sent }, source: 'v2' });
  });

  app.get(NOTIFICATIONS_PATH, pageQuery, auth, async (c) => {
    const { limit, from } = c.req.valid('query');
    const rows = await store.miniAppNotifications.page(await accountId(c), from, rowsToRead(limit, compat));
    const page = cutPage(rows, limit, compat, byReceipt);
    return c.json(listBody(deps, 'notifications', page.items.map(notificationRecord), page.next));
  });
  return app;
}
