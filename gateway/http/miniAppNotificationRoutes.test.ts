import { Hono } from 'hono';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MiniAppServerEvent, signEvent } from '../messages/miniAppEvents';
import { MANIFEST_READS_PER_MINUTE } from './miniAppHostRoutes';
import { REQUESTS_PER_CLIENT } from './miniAppNotificationRoutes';
import { demoIdentities } from '../seed/identities';
import { type RunningMiniAppServer, startMiniAppServer } from '../standIns/miniAppServer/miniAppServer';
import { serveStandIn } from '../standIns/serve';
import { type DemoClient, demoClient, l2Client } from '../testing/demoClient';
import { startTestGateway, type TestGateway } from '../testing/testGateway';

const APP = 'https://notes.example';
const PATH = '/castline/v1/miniapps';

type Details = { url: string; token: string };
type SendAnswer = { successfulTokens: string[]; invalidTokens: string[]; rateLimitedTokens: string[]; wrongDomainTokens: string[] };
type Who = Pick<DemoClient, 'token'>;

const keyBytes = (hex: `0x${string}`) => Uint8Array.from(Buffer.from(hex.slice(2), 'hex'));
/** As the browser signs: the event under `fid`, by the demo signer key of FID `keyOf` (the same FID unless given). */
const browserSigned = (fid: number, event: MiniAppServerEvent, keyOf = fid) =>
  signEvent(event, { fid, privateKey: keyBytes(demoIdentities[keyOf - 1]!.signerPrivateKey) });
const answer = (lists: Partial<SendAnswer>): SendAnswer => ({ successfulTokens: [], invalidTokens: [], rateLimitedTokens: [], wrongDomainTokens: [], ...lists });

/** A notification sent as an app server sends it: no API key, no bearer token. */
const sendNotification = (gw: TestGateway, body: unknown) =>
  fetch(`${gw.url}${PATH}/notifications`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const note = (tokens: string[], extra: Record<string, unknown> = {}) => ({ notificationId: 'n', title: 'Notes', body: 'A new note', targetUrl: `${APP}/`, tokens, ...extra });

async function refusedInWords(response: Response, status: number, words?: RegExp): Promise<void> {
  expect(response.status).toBe(status);
  const { error } = (await response.json()) as { error?: string };
  expect(error ?? '').not.toBe('');
  if (words) expect(error).toMatch(words);
}

for (const compat of ['spec', 'farquest'] as const) {
  describe(`Mini App notifications, ${compat} mode`, () => {
    let gw: TestGateway;
    let app: RunningMiniAppServer;
    let alice: DemoClient;
    let bob: DemoClient;
    let wallet: DemoClient;
    beforeAll(async () => {
      [gw, app] = await Promise.all([startTestGateway({ compat, unfurlPrivate: true }), startMiniAppServer({ appUrl: APP })]);
      [alice, bob, wallet] = await Promise.all([
        demoClient(gw.url, gw.apiKey, 1),
        demoClient(gw.url, gw.apiKey, 2),
        l2Client(gw.url, gw.apiKey, privateKeyToAccount(generatePrivateKey())),
      ]);
    });
    afterAll(() => Promise.all([gw.dispose(), app.close()]));

    const tokenFor = async (who: Who): Promise<Details> => {
      const response = await gw.post(`${PATH}/notification-token`, { appUrl: `${APP}/open?from=cast`, webhookUrl: app.webhookUrl }, who.token);
      expect(response.status).toBe(200);
      return ((await response.json()) as { result: { notificationDetails: Details } }).result.notificationDetails;
    };
    const sendEvent = (who: Who | undefined, body: Record<string, unknown>) => gw.post(`${PATH}/events`, { appUrl: APP, webhookUrl: app.webhookUrl, ...body }, who?.token);
    const outcome = async (response: Response) => {
      expect(response.status).toBe(200);
      return ((await response.json()) as { result: unknown }).result;
    };
    const sent = async (response: Response) => {
      expect(response.status).toBe(200);
      return ((await response.json()) as { result: SendAnswer }).result;
    };
    const listOf = async <T>(who: Who, path: string, key: string): Promise<T[]> => {
      const response = await gw.get(path, who.token);
      expect(response.status).toBe(200);
      return ((await response.json()) as { result: Record<string, T[]> }).result[key]!;
    };
    const appsOf = (who: Who) => listOf<{ appUrl: string; notificationsEnabled: boolean }>(who, PATH, 'miniapps');
    const notificationsOf = (who: Who) => listOf<{ notificationId: string }>(who, `${PATH}/notifications`, 'notifications');
    const tokenOf = async (who: Who) => (await tokenFor(who)).token;

    it('tells the app of an app added: signed in the browser for an FID, by the gateway for an account without one, and verified there', async () => {
      const details = await tokenFor(alice);
      expect(details).toEqual({ url: `${gw.url}${PATH}/notifications`, token: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(await tokenFor(alice)).toEqual(details);
      expect(await outcome(await sendEvent(alice, { event: browserSigned(1, { event: 'miniapp_added', notificationDetails: details }) }))).toEqual({
        event: 'miniapp_added',
        delivered: true,
        status: 200,
      });
      const walletDetails = await tokenFor(wallet);
      expect(walletDetails.token).not.toBe(details.token);
      expect(await outcome(await sendEvent(wallet, { eventType: 'miniapp_added' }))).toEqual({ event: 'miniapp_added', delivered: true, status: 200 });

      expect(app.refused()).toBe(0);
      expect(app.events).toEqual([
        { fid: 1, key: demoIdentities[0]!.signerPublicKey, event: { event: 'miniapp_added', notificationDetails: details } },
        { fid: 0, key: expect.stringMatching(/^0x[0-9a-f]{64}$/), event: { event: 'miniapp_added', notificationDetails: walletDetails } },
      ]);
      expect(await appsOf(alice)).toEqual([{ appUrl: APP, webhookUrl: app.webhookUrl, notificationsEnabled: true, addedAt: expect.any(Number) }]);
      expect(await appsOf(bob)).toEqual([]);
    });

    it('takes a notification once per account, lists it for that account alone, holds a second back for 30 s and sends none off the app’s domain', async () => {
      const tokens = [...app.tokens().keys()];
      expect(tokens).toHaveLength(2);
      const daily = { notificationId: 'daily-1', title: 'Your notes', body: 'Three new notes today', targetUrl: `${APP}/today` };
      const [first] = await app.notify(daily);
      expect(first).toEqual({ url: `${gw.url}${PATH}/notifications`, status: 200, body: { result: answer({ successfulTokens: tokens }) } });
      // The same id again within a day is the same notification: a success, kept once.
      expect((await app.notify(daily))[0]!.body).toEqual({ result: answer({ successfulTokens: tokens }) });
      expect(await notificationsOf(alice)).toEqual([
        { id: expect.any(Number), appUrl: APP, notificationId: 'daily-1', title: 'Your notes', body: 'Three new notes today', targetUrl: `${APP}/today`, receivedAt: expect.any(Number) },
      ]);
      expect(await notificationsOf(wallet)).toHaveLength(1);
      expect(await notificationsOf(bob)).toEqual([]);
      expect((await gw.get(`${PATH}/notifications`)).status).toBe(401);
      expect((await gw.get(PATH)).status).toBe(401);

      expect((await app.notify({ ...daily, notificationId: 'daily-2' }))[0]!.body).toEqual({ result: answer({ rateLimitedTokens: tokens }) });
      expect((await app.notify({ ...daily, notificationId: 'elsewhere', targetUrl: 'https://elsewhere.example/today' }))[0]!.body).toEqual({
        result: answer({ wrongDomainTokens: tokens }),
      });
      expect((await notificationsOf(alice)).map((n) => n.notificationId)).toEqual(['daily-1']);
    });

    it('forgets a token at once when notifications are turned off, telling the app; turned on again they get a new one; a removed app is forgotten', async () => {
      const old = await tokenOf(alice);
      expect(await outcome(await sendEvent(alice, { event: browserSigned(1, { event: 'notifications_disabled' }) }))).toEqual({
        event: 'notifications_disabled',
        delivered: true,
        status: 200,
      });
      expect(app.events.at(-1)).toEqual({ fid: 1, key: demoIdentities[0]!.signerPublicKey, event: { event: 'notifications_disabled' } });
      expect(await sent(await sendNotification(gw, note([old])))).toEqual(answer({ invalidTokens: [old] }));
      expect((await appsOf(alice))[0]!.notificationsEnabled).toBe(false);

      const renewed = await tokenFor(alice);
      expect(renewed.token).not.toBe(old);
      // Issued, but not yet taken: the app has not been told of it.
      expect(await sent(await sendNotification(gw, note([renewed.token])))).toEqual(answer({ invalidTokens: [renewed.token] }));
      expect(await outcome(await sendEvent(alice, { event: browserSigned(1, { event: 'notifications_enabled', notificationDetails: renewed }) }))).toMatchObject({ delivered: true });
      expect(await sent(await sendNotification(gw, note([renewed.token, old])))).toEqual(answer({ successfulTokens: [renewed.token], invalidTokens: [old] }));

      const walletToken = await tokenOf(wallet);
      expect(await outcome(await sendEvent(wallet, { eventType: 'miniapp_removed' }))).toEqual({ event: 'miniapp_removed', delivered: true, status: 200 });
      expect(app.events.at(-1)).toMatchObject({ fid: 0, event: { event: 'miniapp_removed' } });
      expect(await appsOf(wallet)).toEqual([]);
      expect(await sent(await sendNotification(gw, note([walletToken], { notificationId: 'after-removal' })))).toEqual(answer({ invalidTokens: [walletToken] }));
      await refusedInWords(await sendEvent(wallet, { eventType: 'notifications_disabled' }), 404, /has not added https:\/\/notes\.example/);
    });

    it('sends the app nothing it cannot check: a wrong FID, key, signature, event or token, each refused in words', async () => {
      const details = await tokenFor(alice);
      const before = app.events.length;
      const swapped = { ...browserSigned(1, { event: 'notifications_disabled' }), payload: browserSigned(1, { event: 'miniapp_removed' }).payload };
      const cases: [Record<string, unknown>, number][] = [
        [{ event: browserSigned(2, { event: 'notifications_disabled' }) }, 403],
        [{ event: browserSigned(1, { event: 'notifications_disabled' }, 2) }, 403],
        [{ event: swapped }, 403],
        [{ event: browserSigned(1, { event: 'notifications_enabled', notificationDetails: { ...details, token: 'f'.repeat(64) } }) }, 400],
        [{ event: browserSigned(1, { event: 'notifications_enabled', notificationDetails: { ...details, url: 'https://elsewhere.example/notify' } }) }, 400],
        [{ event: browserSigned(1, { event: 'frame_added' } as unknown as MiniAppServerEvent) }, 400],
        [{ event: browserSigned(1, { event: 'notifications_disabled', note: 'more' } as MiniAppServerEvent) }, 400],
        [{ event: 'an envelope' }, 400],
        [{ event: { header: 'e30', payload: 'e30', signature: 'AA' } }, 400],
        [{ eventType: 'notifications_disabled' }, 400],
        [{}, 400],
        [{ event: browserSigned(1, { event: 'notifications_disabled' }), appUrl: 'ftp://notes.example' }, 400],
        [{ event: browserSigned(1, { event: 'notifications_disabled' }), webhookUrl: 'http://hooks.example/notes' }, 400],
      ];
      for (const [body, status] of cases) await refusedInWords(await sendEvent(alice, body), status);
      await refusedInWords(await sendEvent(wallet, { event: browserSigned(1, { event: 'miniapp_added' }) }), 400);
      await refusedInWords(await sendEvent(wallet, { eventType: 'frame_added' }), 400);
      expect((await sendEvent(undefined, { eventType: 'miniapp_added' })).status).toBe(401);
      expect((await gw.post(`${PATH}/notification-token`, { appUrl: APP, webhookUrl: app.webhookUrl })).status).toBe(401);
      expect(app.events).toHaveLength(before);
      expect((await appsOf(alice))[0]!.notificationsEnabled).toBe(true);
    });

    it('answers a request to the notification URL with a bad body in words, never a 500, and lists unknown tokens as invalid', async () => {
      const token = await tokenOf(alice);
      await refusedInWords(await sendNotification(gw, note([token], { body: 'x'.repeat(20_000) })), 413);
      await refusedInWords(await sendNotification(gw, 'not json'), 400);
      await refusedInWords(await sendNotification(gw, '[]'), 400);
      const shapes: [Record<string, unknown>, RegExp][] = [
        [{ title: 'x'.repeat(33) }, /title/],
        [{ body: 'x'.repeat(129) }, /body/],
        [{ notificationId: 'x'.repeat(129) }, /notificationId/],
        [{ notificationId: 7 }, /notificationId/],
        [{ targetUrl: 'http://notes.example/' }, /targetUrl/],
        [{ targetUrl: 'notes' }, /targetUrl/],
        [{ tokens: token }, /tokens/],
        [{ tokens: [7] }, /tokens/],
        [{ tokens: Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(64, '0')) }, /tokens/],
      ];
      for (const [fields, words] of shapes) await refusedInWords(await sendNotification(gw, note([token], fields)), 400, words);
      await refusedInWords(await sendNotification(gw, { title: 'Notes', body: 'b', targetUrl: `${APP}/`, tokens: [token] }), 400, /notificationId/);
      const unknown = ['0'.repeat(64), 'not a token'];
      expect(await sent(await sendNotification(gw, note([...unknown, unknown[0]!])))).toEqual(answer({ invalidTokens: unknown }));
      // While private addresses are allowed (development), a target on this computer is read as an address too.
      expect(await sent(await sendNotification(gw, note([token], { targetUrl: 'http://127.0.0.1:5173/' })))).toEqual(answer({ wrongDomainTokens: [token] }));
    });

    it("reads an app's manifest for the webhook it names, none for an origin without one, and at most 30 a minute for an account", async () => {
      // Two apps' origins on this computer (the test gateway reaches private addresses): one with a manifest, one without.
      const withManifest = await serveStandIn(
        new Hono().get('/.well-known/farcaster.json', (c) => c.json({ miniapp: { name: 'Notes', webhookUrl: app.webhookUrl } })),
        {},
      );
      const without = await serveStandIn(new Hono(), {});
      try {
        const read = (who: Who, url: string) => gw.get(`${PATH}/manifest?url=${encodeURIComponent(url)}`, who.token);
        expect(await outcome(await read(wallet, `${withManifest.url}/open?from=cast`))).toEqual({ appUrl: withManifest.url, webhookUrl: app.webhookUrl });
        await refusedInWords(await gw.get(`${PATH}/manifest?url=${encodeURIComponent(withManifest.url)}`), 401);
        for (let i = 1; i < MANIFEST_READS_PER_MINUTE.max; i++) expect((await read(wallet, without.url)).status).toBe(200);
        const refused = await read(wallet, withManifest.url);
        await refusedInWords(refused, 429, /Too many Mini App manifests/);
        expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
        // Another account's reads are its own.
        expect(await outcome(await read(alice, without.url))).toEqual({ appUrl: without.url, webhookUrl: null });
      } finally {
        await Promise.all([withManifest.close(), without.close()]);
      }
    });

    it("limits an account's events to 20 a minute", async () => {
      for (let i = 0; i < 20; i++) expect((await sendEvent(bob, { event: browserSigned(2, { event: 'miniapp_removed' }) })).status).toBe(404);
      const response = await sendEvent(bob, { event: browserSigned(2, { event: 'miniapp_removed' }) });
      await refusedInWords(response, 429, /Too many Mini App events/);
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    });
  });
}

describe('Mini Apps on a gateway that reaches public addresses only', () => {
  let gw: TestGateway;
  let alice: DemoClient;
  beforeAll(async () => {
    gw = await startTestGateway();
    alice = await demoClient(gw.url, gw.apiKey, 1);
  });
  afterAll(() => gw.dispose());

  it('refuses a webhook or an app on this computer or a private network, and a notification targeting one', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ webhookUrl: 'http://127.0.0.1:8792/webhook' }, /webhookUrl must be an https URL/],
      [{ webhookUrl: 'https://127.0.0.1:8792/webhook' }, /webhookUrl is on this computer or a private network \(127\.0\.0\.1\)/],
      [{ webhookUrl: 'https://[::1]/webhook' }, /private network/],
      [{ webhookUrl: 'https://10.1.2.3/webhook' }, /private network/],
      [{ webhookUrl: 'https://localhost:8792/webhook' }, /private network/],
      [{ appUrl: 'http://127.0.0.1:8787' }, /appUrl must be an https URL/],
    ];
    for (const [fields, words] of cases) {
      const response = await gw.post(`${PATH}/notification-token`, { appUrl: APP, webhookUrl: 'https://hooks.example/notes', ...fields }, alice.token);
      await refusedInWords(response, 400, words);
    }
    await refusedInWords(await sendNotification(gw, note(['0'.repeat(64)], { targetUrl: 'https://127.0.0.1/' })), 400, /targetUrl/);
  });

  it('takes at most 120 requests a minute from one address to the notification URL, then 429 with Retry-After', async () => {
    // The test above may have sent this address's first.
    let accepted = 0;
    let refused: Response | undefined;
    for (let i = 0; i <= REQUESTS_PER_CLIENT.max && !refused; i++) {
      const response = await sendNotification(gw, note([i.toString(16).padStart(64, '0')]));
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(200);
      if (!refused) accepted += 1;
    }
    expect(accepted).toBeGreaterThanOrEqual(REQUESTS_PER_CLIENT.max - 1);
    await refusedInWords(refused!, 429, /Too many notification requests from this address/);
    expect(Number(refused!.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
