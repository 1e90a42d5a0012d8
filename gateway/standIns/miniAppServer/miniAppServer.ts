import { decode, type JsonFarcasterSignature, verify } from '@farcaster/jfs';
// The schemas alone: the package's index brings its Solana and wallet code along.
import { type MiniAppServerEvent, serverEventSchema } from '@farcaster/miniapp-core/dist/schemas/events.js';
import type { SendNotificationRequest } from '@farcaster/miniapp-core/dist/schemas/notifications.js';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { serveStandIn, type RunningStandIn } from '../serve';

/**
 * A Mini App's own server, standing in for the one an app's developer runs, built from the Mini App
 * specification's public side only (*Receiving webhooks*, *Send a notification*): its webhook takes the
 * events a host POSTs, verifies each JSON Farcaster Signature with the official `@farcaster/jfs`, reads
 * the event with the specification's schema, keeps the notification details of added and enabled
 * events, and sends notifications to the URL each token came with, forgetting the tokens a host answers
 * are invalid. It does not ask a Farcaster node whether an event's key is its FID's signer (the host
 * checks that); events of accounts without an FID name FID 0 and the host's own key, so those cannot be
 * told apart, and their tokens are forgotten only once the host answers they are invalid.
 */

/** The origin the stand-in speaks for: a domain name, since a notification's `targetUrl` may not be an IP address. */
export const DEFAULT_APP_URL = 'https://miniapp.example';
/** An event is a few hundred bytes. */
const MAX_BODY_BYTES = 16 * 1024;
/** The specification's most tokens in one request. */
const TOKENS_PER_REQUEST = 100;

export interface ReceivedEvent {
  fid: number;
  /** The app key that signed it (0x and hex). */
  key: string;
  event: MiniAppServerEvent;
}

/** What one notification URL answered: its status and its JSON body. */
export interface NotifyAnswer {
  url: string;
  status: number;
  body: unknown;
}

export type Notification = Omit<SendNotificationRequest, 'tokens' | 'targetUrl'> & { targetUrl?: string };

export interface RunningMiniAppServer extends RunningStandIn {
  appUrl: string;
  /** Where a host sends its events (the manifest's `webhookUrl`). */
  webhookUrl: string;
  /** Every event whose signature verified, oldest first. */
  events: ReceivedEvent[];
  /** How many events were refused (not a JSON Farcaster Signature, a signature that does not verify, no event of the four). */
  refused(): number;
  /** The tokens it holds, with the URL each came with. */
  tokens(): Map<string, string>;
  /** Sends `notification` to every token it holds (`targetUrl` defaults to the app's own page). */
  notify(notification: Notification): Promise<NotifyAnswer[]>;
  /** From now on answers every event with `status` (a server that is down, say), taking none; null takes them again. */
  answerEventsWith(status: 500 | 503 | null): void;
}

/** A verified event, or the reason it is refused. */
async function readEvent(body: unknown): Promise<ReceivedEvent | string> {
  const { header, payload, signature } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof header !== 'string' || typeof payload !== 'string' || typeof signature !== 'string') return 'The body must be a JSON Farcaster Signature {header, payload, signature}';
  const envelope: JsonFarcasterSignature = { header, payload, signature };
  try {
    await verify({ data: envelope, keyTypes: ['app_key'], strict: true });
  } catch (error) {
    return `The signature does not verify: ${error instanceof Error ? error.message : String(error)}`;
  }
  const decoded = decode(envelope);
  const event = serverEventSchema.safeParse(decoded.payload);
  if (!event.success) return 'The payload is not one of the four events';
  return { fid: decoded.header.fid, key: decoded.header.key, event: event.data };
}

export async function startMiniAppServer(options: { port?: number; host?: string; appUrl?: string } = {}): Promise<RunningMiniAppServer> {
  const appUrl = options.appUrl ?? DEFAULT_APP_URL;
  const events: ReceivedEvent[] = [];
  let refused = 0;
  let downWith: 500 | 503 | null = null;
  // token → the notification URL and the FID it came for
  const held = new Map<string, { url: string; fid: number }>();

  function keep({ fid, event }: ReceivedEvent): void {
    if ((event.event === 'miniapp_added' || event.event === 'notifications_enabled') && event.notificationDetails) {
      held.set(event.notificationDetails.token, { url: event.notificationDetails.url, fid });
    } else if ((event.event === 'notifications_disabled' || event.event === 'miniapp_removed') && fid !== 0) {
      for (const [token, holder] of held) if (holder.fid === fid) held.delete(token);
    }
  }

  async function send(url: string, request: SendNotificationRequest): Promise<NotifyAnswer> {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) });
    const body: unknown = await response.json().catch(() => null);
    const invalid = (body as { result?: { invalidTokens?: unknown } } | null)?.result?.invalidTokens;
    if (Array.isArray(invalid)) for (const token of invalid) held.delete(String(token));
    return { url, status: response.status, body };
  }

  const app = new Hono();
  app.post('/webhook', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: 'The event is too large' }, 413) }), async (c) => {
    if (downWith !== null) return c.json({ error: 'The server is down' }, downWith);
    const read = await readEvent(await c.req.json().catch(() => null));
    if (typeof read === 'string') {
      refused++;
      return c.json({ error: read }, 400);
    }
    events.push(read);
    keep(read);
    return c.json({ success: true });
  });
  app.get('/events', (c) => c.json({ events, refused }));
  app.post('/notify', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Partial<Notification>;
    const { notificationId, title, body: text, targetUrl } = body;
    if (typeof notificationId !== 'string' || typeof title !== 'string' || typeof text !== 'string') {
      return c.json({ error: 'Send {notificationId, title, body, targetUrl?}' }, 400);
    }
    return c.json({ sent: await running.notify({ notificationId, title, body: text, ...(typeof targetUrl === 'string' ? { targetUrl } : {}) }) });
  });

  const served = await serveStandIn(app, options);
  const running: RunningMiniAppServer = {
    ...served,
    appUrl,
    webhookUrl: `${served.url}/webhook`,
    events,
    refused: () => refused,
    tokens: () => new Map([...held].map(([token, { url }]) => [token, url])),
    answerEventsWith: (status) => {
      downWith = status;
    },
    async notify(notification) {
      const byUrl = new Map<string, string[]>();
      for (const [token, { url }] of held) byUrl.set(url, [...(byUrl.get(url) ?? []), token]);
      const answers: NotifyAnswer[] = [];
      for (const [url, tokens] of byUrl) {
        for (let i = 0; i < tokens.length; i += TOKENS_PER_REQUEST) {
          answers.push(await send(url, { targetUrl: `${appUrl}/`, ...notification, tokens: tokens.slice(i, i + TOKENS_PER_REQUEST) }));
        }
      }
      return answers;
    },
  };
  return running;
}
