import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningStandIn, serveStandIn } from '../../gateway/standIns/serve';
import { type RunningMiniAppServer, startMiniAppServer } from '../../gateway/standIns/miniAppServer/miniAppServer';
import { type DemoClient, demoClient, l2Client } from '../../gateway/testing/demoClient';
import { startTestGateway, type TestGateway } from '../../gateway/testing/testGateway';
import { isGatewayError } from './errors';
import { type MiniAppCalls, miniAppCalls } from './miniApps';

const APP = 'https://notes.example';

/** An app's own origin serving its domain manifest, naming `webhookUrl`. */
function serveManifest(webhookUrl: () => string): Promise<RunningStandIn> {
  const app = new Hono();
  app.get('/.well-known/farcaster.json', (c) => c.json({ miniapp: { version: '1', name: 'Notes', webhookUrl: webhookUrl() } }));
  return serveStandIn(app, {});
}

/** The account's Mini App notifications against the real local gateway, in both response families. */
for (const compat of ['spec', 'farquest'] as const) {
  describe(`Mini App calls, ${compat} family`, () => {
    let gw: TestGateway;
    let app: RunningMiniAppServer;
    let site: RunningStandIn;
    let wallet: DemoClient;
    let alice: DemoClient;
    let calls: MiniAppCalls;
    beforeAll(async () => {
      [gw, app, site] = await Promise.all([startTestGateway({ compat, unfurlPrivate: true }), startMiniAppServer({ appUrl: APP }), serveManifest(() => app.webhookUrl)]);
      [wallet, alice] = await Promise.all([l2Client(gw.url, gw.apiKey, privateKeyToAccount(generatePrivateKey())), demoClient(gw.url, gw.apiKey, 1)]);
      calls = miniAppCalls({ baseUrl: gw.url, apiKey: gw.apiKey });
    });
    afterAll(() => Promise.all([gw.dispose(), app.close(), site.close()]));

    it("learns the app's webhook from its manifest, read by the gateway; an app without one names none; one that cannot be read is refused in words", async () => {
      expect(await calls.webhookOf(wallet.token, `${site.url}/open?from=cast`)).toBe(app.webhookUrl);
      // The app server's origin serves no manifest: 404.
      expect(await calls.webhookOf(wallet.token, app.webhookUrl)).toBeNull();
      const unread = await calls.webhookOf(wallet.token, 'http://127.0.0.1:9/').catch((error: unknown) => error);
      expect(isGatewayError(unread) && unread.message).toMatch(/manifest could not be read/);
    });

    it('adds the app with notifications, the gateway signing for an account without an FID, and lists it to that account alone', async () => {
      const target = { appUrl: APP, webhookUrl: app.webhookUrl };
      const details = await calls.notificationToken(wallet.token, target);
      expect(details).toEqual({ url: `${gw.url}/castline/v1/miniapps/notifications`, token: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(await calls.sendEvent(wallet.token, target, { eventType: 'miniapp_added' })).toEqual({ delivered: true, reason: null });
      expect(app.events.map((received) => received.event)).toEqual([{ event: 'miniapp_added', notificationDetails: details }]);
      expect(await calls.apps(wallet.token)).toEqual([{ ...target, notificationsEnabled: true, addedAt: expect.any(Number) }]);
      expect(await calls.apps(alice.token)).toEqual([]);
    });

    it("reads what the account's apps sent it, newest first, page by page, and to that account alone", async () => {
      const calls = miniAppCalls({ baseUrl: gw.url, apiKey: gw.apiKey });
      // One a token each 30 s: the second is the same notification again, which the gateway keeps once.
      await app.notify({ notificationId: 'note-1', title: 'A new note', body: 'Shopping list', targetUrl: `${APP}/notes/1` });
      await app.notify({ notificationId: 'note-1', title: 'A new note', body: 'Shopping list', targetUrl: `${APP}/notes/1` });
      const page = await calls.notifications(wallet.token, { limit: 5 });
      expect(page.items).toEqual([
        { id: expect.any(String), appUrl: APP, notificationId: 'note-1', title: 'A new note', body: 'Shopping list', targetUrl: `${APP}/notes/1`, receivedAt: expect.any(Number) },
      ]);
      expect(Math.abs(page.items[0]!.receivedAt - Date.now())).toBeLessThan(60_000);
      expect((await calls.notifications(alice.token)).items).toEqual([]);
    });

    it('is refused without a valid token, as the client\'s error for a session that has ended', async () => {
      const calls = miniAppCalls({ baseUrl: gw.url, apiKey: gw.apiKey });
      const refused = await calls.notifications('not-a-token').catch((error: unknown) => error);
      expect(isGatewayError(refused) && ['unauthorised', 'token-expired'].includes(refused.kind)).toBe(true);
    });
  });
}
