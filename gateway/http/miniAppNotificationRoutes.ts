import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { TokenOwner } from '../store/miniApps';
import type { RateRule } from '../store/rateWindows';
import type { Store } from '../store/store';
import { jsonObject } from './body';
import { limitBody } from './bodyLimit';
import { readSendRequest } from './miniAppRequests';
import { perClientLimit } from './rateLimit';

export const MINIAPPS_PATH = '/castline/v1/miniapps';
/** The notification URL this gateway gives Mini Apps (`notificationDetails.url`). */
export const NOTIFICATIONS_PATH = `${MINIAPPS_PATH}/notifications`;

/** 100 tokens of 64 characters and the longest fields, with room to spare. */
const MAX_BODY_BYTES = 16 * 1024;
/**
 * Per sending address, whatever the tokens: an app server with ten thousand people to tell needs a
 * hundred requests of a hundred tokens, while a flood of made-up tokens is cut off within a minute.
 */
export const REQUESTS_PER_CLIENT = { max: 120, ms: 60_000 };
/** A notification id repeated by the same app to the same account within this time is the same notification. */
const REPEAT_WINDOW_MS = 24 * 3600_000;
/** Per token, as the Mini App specification recommends: 1 per 30 s, 100 a day (counted by every process on the database). */
const PER_TOKEN: readonly { limit: string; rule: RateRule }[] = [
  { limit: 'notification', rule: { max: 1, ms: 30_000 } },
  { limit: 'notification-day', rule: { max: 100, ms: 24 * 3600_000 } },
];

/** The specification's three lists, and the tokens whose app is not on the `targetUrl`'s domain. */
interface SendAnswer {
  successfulTokens: string[];
  invalidTokens: string[];
  rateLimitedTokens: string[];
  wrongDomainTokens: string[];
}

/**
 * The notification URL: Mini App servers send notifications here with the tokens this gateway issued.
 * Public (an app's server has no API key nor anyone's token; the tokens, 32 random bytes each, are the
 * authority), so mounted before the API key, with a small body. Each token is answered on its own:
 * unknown, disabled or removed is invalid; an app on another domain than `targetUrl` is not notified;
 * a repeat of the app's `notificationId` to the account within a day is a success stored once; past
 * its limits a token is rate limited. One address sends at most `REQUESTS_PER_CLIENT` requests.
 */
export function miniAppNotificationRoutes(store: Store, allowPrivate: boolean): Hono {
  const app = new Hono();
  const smallBody = limitBody(MAX_BODY_BYTES, () => {
    throw new HTTPException(413, { message: `A notification request is at most ${MAX_BODY_BYTES / 1024} KB` });
  });
  const perClient = perClientLimit(store.rateWindows, 'miniapp-notify', REQUESTS_PER_CLIENT, 'Too many notification requests from this address');

  async function outcome(token: string, owner: TokenOwner | undefined, request: ReturnType<typeof readSendRequest>, now: number): Promise<keyof SendAnswer> {
    if (!owner) return 'invalidTokens';
    if (new URL(owner.app_url).hostname !== new URL(request.targetUrl).hostname) return 'wrongDomainTokens';
    const sent = { userId: owner.user_id, appUrl: owner.app_url, notificationId: request.notificationId };
    const since = now - REPEAT_WINDOW_MS;
    if (await store.miniAppNotifications.repeated(sent, since)) return 'successfulTokens';
    for (const { limit, rule } of PER_TOKEN) {
      if ((await store.rateWindows.take(`${limit}:${token}`, rule, now)) > 0) return 'rateLimitedTokens';
    }
    const { title, body, targetUrl } = request;
    await store.miniAppNotifications.receive({ ...sent, title, body, targetUrl, receivedAt: now }, since);
    return 'successfulTokens';
  }

  app.post(NOTIFICATIONS_PATH, perClient, smallBody, async (c) => {
    const request = readSendRequest(await jsonObject(c), allowPrivate);
    const tokens = [...new Set(request.tokens)];
    const owners = await store.miniApps.enabledTokens(tokens);
    const answer: SendAnswer = { successfulTokens: [], invalidTokens: [], rateLimitedTokens: [], wrongDomainTokens: [] };
    const now = Date.now();
    for (const token of tokens) answer[await outcome(token, owners.get(token), request, now)].push(token);
    // The specification's shape in both modes: app servers read it with its schema.
    return c.json({ result: answer });
  });
  return app;
}
