import { isIP } from 'node:net';
// The schemas alone: the package's index brings its Solana and wallet code along.
import { type SendNotificationRequest, sendNotificationRequestSchema } from '@farcaster/miniapp-core/dist/schemas/notifications.js';
import ipaddr from 'ipaddr.js';
import { InvalidInputError } from '../domainErrors';
import { isPublicAddress } from '../unfurl/addressPolicy';

/** The longest URL taken, as the Mini App specification's URLs. */
const MAX_URL = 1024;

const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');
const isLoopback = (host: string): boolean =>
  host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && ipaddr.process(host).range() === 'loopback');

/**
 * A Mini App's address or its webhook's: https, on a host that is not this computer nor a private network;
 * http, and such hosts, only on this computer and only while private addresses are allowed
 * (`--unfurl-private`: development and tests). A host name's addresses are checked again when the
 * webhook is sent to.
 */
export function outsideUrl(value: unknown, field: string, allowPrivate: boolean): URL {
  if (typeof value !== 'string' || value === '' || value.length > MAX_URL) throw new InvalidInputError(`${field} must be a URL of at most ${MAX_URL} characters`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidInputError(`${field} is not a valid URL`);
  }
  if (url.username || url.password) throw new InvalidInputError(`${field} must not carry a user name or password`);
  const host = hostOf(url);
  const here = allowPrivate && isLoopback(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && here)) throw new InvalidInputError(`${field} must be an https URL`);
  if (!allowPrivate && (isLoopback(host) || (isIP(host) !== 0 && !isPublicAddress(host)))) {
    throw new InvalidInputError(`${field} is on this computer or a private network (${host}): the gateway sends nothing there`);
  }
  return url;
}

/** What the routes of an account's apps are given: the app (its origin) and its webhook. */
export function appAndWebhook(body: Record<string, unknown>, allowPrivate: boolean): { appUrl: string; webhookUrl: string } {
  return { appUrl: outsideUrl(body.appUrl, 'appUrl', allowPrivate).origin, webhookUrl: outsideUrl(body.webhookUrl, 'webhookUrl', allowPrivate).href };
}

/** Where a Mini App's manifest is, on its origin (the Mini App specification's domain manifest). */
export const manifestUrlOf = (appUrl: string): string => `${appUrl}/.well-known/farcaster.json`;

/**
 * The webhook a Mini App's manifest names (`miniapp.webhookUrl`, else the older `frame.webhookUrl`),
 * when it is one the gateway would send to; null when it names none or one it would refuse.
 */
export function manifestWebhookUrl(manifest: unknown, allowPrivate: boolean): string | null {
  const section = (name: string): unknown => (typeof manifest === 'object' && manifest !== null ? (manifest as Record<string, unknown>)[name] : undefined);
  for (const name of ['miniapp', 'frame']) {
    const value = section(name);
    const webhookUrl = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).webhookUrl : undefined;
    if (webhookUrl === undefined) continue;
    try {
      return outsideUrl(webhookUrl, 'webhookUrl', allowPrivate).href;
    } catch {
      return null;
    }
  }
  return null;
}

/** Each field's rule in words, as the Mini App specification gives it. */
const FIELD_RULES: Record<keyof SendNotificationRequest, string> = {
  notificationId: 'notificationId must be text of at most 128 characters',
  title: 'title must be text of at most 32 characters',
  body: 'body must be text of at most 128 characters',
  targetUrl: 'targetUrl must be an https URL of at most 1024 characters on a domain name (not an IP address or localhost)',
  tokens: 'tokens must be a list of at most 100 notification tokens',
};

/** A target on this computer, taken only while private addresses are allowed: the specification's schema refuses IP addresses and localhost. */
const STAND_IN_TARGET = 'https://app.example/';

/**
 * A request to the notification URL, read with the Mini App specification's own schema
 * (`sendNotificationRequestSchema`); what it refuses is said in words, field by field. While private
 * addresses are allowed a `targetUrl` on this computer passes too, so an app in development can be notified.
 */
export function readSendRequest(body: Record<string, unknown>, allowPrivate: boolean): SendNotificationRequest {
  const parsed = sendNotificationRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
  if (allowPrivate && fields.length === 1 && fields[0] === 'targetUrl' && onThisComputer(body.targetUrl)) {
    return { ...sendNotificationRequestSchema.parse({ ...body, targetUrl: STAND_IN_TARGET }), targetUrl: body.targetUrl };
  }
  const field = fields.find((name): name is keyof SendNotificationRequest => Object.hasOwn(FIELD_RULES, name));
  throw new InvalidInputError(field ? FIELD_RULES[field] : 'A notification is {notificationId, title, body, targetUrl, tokens}');
}

function onThisComputer(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_URL) return false;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && isLoopback(hostOf(url));
  } catch {
    return false;
  }
}
