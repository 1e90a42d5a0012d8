import * as v from 'valibot';
import type { MiniAppEvent, NotificationDetails } from '../farcaster/miniAppEventSignature';
import { castlineRoute, type CastlineRouteOptions } from './castlineRoute';
import type { GatewayConfig } from './gateway';
import type { ListQuery, Page } from './model';
import { parseOrThrow, readPage } from './normalise/envelope';
import { type SchemaOf, timeSchema, wireObject } from './normalise/wire';

/**
 * The host's side of Mini App notifications at a Castline gateway (`/castline/v1/miniapps`, private to
 * the signed-in account): an app's manifest read for it, a notification token per app, the app's events
 * sent through the gateway to its webhook, the account's apps, and what they sent it. Kept beside the
 * gateway client rather than in it: only screens loaded on demand ask, so none of it travels in the first
 * visit's bundle.
 */
const MINIAPPS_PATH = '/castline/v1/miniapps';

/** An app and its webhook: an app is its origin. */
export interface AppWebhook {
  appUrl: string;
  webhookUrl: string;
}

/** An event signed in the browser (a JSON Farcaster Signature), or only named, for the gateway to sign for an account without an FID. */
export type EventToSend = { event: { header: string; payload: string; signature: string } } | { eventType: MiniAppEvent['event'] };

/** Whether the app's webhook took the event; `reason` in words when it did not. */
export interface EventOutcome {
  delivered: boolean;
  reason: string | null;
}

/** An app the account added, as the gateway keeps it. */
export interface AccountApp extends AppWebhook {
  notificationsEnabled: boolean;
  addedAt: number;
}

/** A notification an app's server sent the account; `targetUrl` is on the app's own domain. */
export interface AppNotification {
  id: string;
  /** The app's origin. */
  appUrl: string;
  notificationId: string;
  title: string;
  body: string;
  targetUrl: string;
  /** Unix milliseconds. */
  receivedAt: number;
}

const httpUrl = v.pipe(
  v.string(),
  v.check((url) => /^https?:\/\/\S+$/.test(url)),
);

const notificationSchema = v.pipe(
  wireObject({
    id: v.union([v.string(), v.number()]),
    appUrl: httpUrl,
    notificationId: v.string(),
    title: v.string(),
    body: v.string(),
    targetUrl: httpUrl,
    receivedAt: timeSchema,
  }),
  v.transform((raw): AppNotification => ({ ...raw, id: String(raw.id) })),
);

const accountAppSchema = wireObject({ appUrl: httpUrl, webhookUrl: httpUrl, notificationsEnabled: v.boolean(), addedAt: timeSchema });
const appsSchema = wireObject({ result: wireObject({ miniapps: v.array(accountAppSchema) }) });
const manifestSchema = wireObject({ result: wireObject({ webhookUrl: v.nullable(httpUrl) }) });
const detailsSchema = wireObject({ result: wireObject({ notificationDetails: wireObject({ url: httpUrl, token: v.string() }) }) });
const outcomeSchema = wireObject({ result: wireObject({ delivered: v.boolean(), reason: v.nullish(v.string()) }) });

/** Every call is made as the account whose access token is given. */
export interface MiniAppCalls {
  /** The webhook the app's manifest names (read by the gateway), or null when it names none. */
  webhookOf(token: string, appUrl: string): Promise<string | null>;
  /** The account's token for the app: the same one until notifications are turned off. */
  notificationToken(token: string, app: AppWebhook): Promise<NotificationDetails>;
  /** Applies the event for the account and sends it on to the app's webhook. */
  sendEvent(token: string, app: AppWebhook, event: EventToSend): Promise<EventOutcome>;
  /** The apps the account added, the latest first. */
  apps(token: string): Promise<AccountApp[]>;
  /** Newest first. */
  notifications(token: string, query?: ListQuery): Promise<Page<AppNotification>>;
}

export function miniAppCalls(config: GatewayConfig, options: CastlineRouteOptions = {}): MiniAppCalls {
  const read = async <T>(schema: SchemaOf<{ result: T }>, what: string, request: Parameters<typeof castlineRoute>[2]): Promise<T> =>
    parseOrThrow(schema, await castlineRoute(config, options, request), what).result;
  return {
    async webhookOf(token, appUrl) {
      const path = `${MINIAPPS_PATH}/manifest?${new URLSearchParams({ url: appUrl })}`;
      return (await read(manifestSchema, "the app's manifest", { method: 'GET', path, token })).webhookUrl;
    },
    async notificationToken(token, app) {
      return (await read(detailsSchema, 'notification token', { method: 'POST', path: `${MINIAPPS_PATH}/notification-token`, body: app, token })).notificationDetails;
    },
    async sendEvent(token, app, event) {
      const { delivered, reason } = await read(outcomeSchema, 'Mini App event', { method: 'POST', path: `${MINIAPPS_PATH}/events`, body: { ...app, ...event }, token });
      return { delivered, reason: reason ?? null };
    },
    async apps(token) {
      return (await read(appsSchema, 'your apps', { method: 'GET', path: MINIAPPS_PATH, token })).miniapps;
    },
    async notifications(token, { cursor, limit } = {}) {
      const query = new URLSearchParams();
      if (limit !== undefined) query.set('limit', String(limit));
      if (cursor) query.set('cursor', cursor);
      const search = query.size > 0 ? `?${query}` : '';
      const body = await castlineRoute(config, options, { method: 'GET', path: `${MINIAPPS_PATH}/notifications${search}`, token });
      return readPage(body, 'notifications', notificationSchema, 'app notifications');
    },
  };
}
