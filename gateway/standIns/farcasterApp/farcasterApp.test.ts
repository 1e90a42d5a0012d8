import { createAppClient, viemConnector } from '@farcaster/auth-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FARCASTER_SIGN_IN_PATH } from '../../http/farcasterSignInRoutes';
import { startTestGateway, type TestGateway } from '../../testing/testGateway';
import { startRelay } from '../relay/relay';
import type { RunningStandIn } from '../serve';
import { startFarcasterApp } from './farcasterApp';

// The whole loop over HTTP, as the app will run it: a nonce from the gateway, a channel on the relay
// stand-in opened with the official client, the approval page answering as the person would, the
// client's watchStatus, and the gateway's sign-in. The gateway's registry is its own database, which
// holds the demo FIDs 1–10.

const DOMAIN = '127.0.0.1:5173';
let gateway: TestGateway;
let relay: RunningStandIn;
let farcaster: RunningStandIn;
let app: ReturnType<typeof createAppClient>;

beforeAll(async () => {
  [gateway, relay] = await Promise.all([startTestGateway({ siwfDomains: [DOMAIN] }), startRelay()]);
  farcaster = await startFarcasterApp({ relayUrl: relay.url });
  // The app's client; verifying is the gateway's part, so its chain connector is never asked.
  app = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: 'http://127.0.0.1:9' }) });
});

afterAll(async () => {
  await Promise.all([gateway?.dispose(), relay?.close(), farcaster?.close()]);
});

/** A channel opened as the app opens one, with the gateway's nonce; its token. */
async function openChannel(): Promise<string> {
  const { nonce, expiresAt } = (await (await gateway.post(`${FARCASTER_SIGN_IN_PATH}/nonce`, {})).json()) as { nonce: string; expiresAt: string };
  const channel = await app.createChannel({ siweUri: `http://${DOMAIN}/`, domain: DOMAIN, nonce, expirationTime: expiresAt });
  if (channel.isError) throw channel.error;
  expect(channel.response.status).toBe(201);
  expect(channel.data.nonce).toBe(nonce);
  return channel.data.channelToken;
}

const page = (token: string) => fetch(`${farcaster.url}/~/siwf?channelToken=${token}`);

/** Answers the request on the approval page, as the person's browser posts the form. */
function answer(token: string, decision: 'approve' | 'refuse', fid: number, origin = farcaster.url) {
  return fetch(`${farcaster.url}/~/siwf`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({ channelToken: token, fid: String(fid), decision }),
    redirect: 'manual',
  });
}

describe('Sign in with Farcaster through the stand-ins', () => {
  it('signs a demo account in: approved on the page, watched by the app, accepted by the gateway', async () => {
    const token = await openChannel();
    const shown = await page(token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await shown.text();
    expect(html).toContain(`<h1>Sign in to ${DOMAIN}?</h1>`);
    expect(html).toContain('@bob');

    const approved = await answer(token, 'approve', 2);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('Location')).toBe(`/~/siwf?channelToken=${token}`);
    expect(await (await page(token)).text()).toContain(`<h1>Signed in to ${DOMAIN}</h1>`);

    const completed = await app.watchStatus({ channelToken: token, timeout: 5_000, interval: 50 });
    if (completed.isError) throw completed.error;
    expect(completed.data).toMatchObject({ state: 'completed', fid: 2, username: 'bob', authMethod: 'custody' });

    const signedIn = await gateway.post(FARCASTER_SIGN_IN_PATH, { message: completed.data.message, signature: completed.data.signature });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ fid: 2, username: 'bob', authMethod: 'custody', accessToken: expect.any(String) });
  });

  it('refuses on the page: nothing reaches the relay, whose channel stays pending', async () => {
    const token = await openChannel();
    expect((await answer(token, 'refuse', 1)).status).toBe(303);
    expect(await (await page(token)).text()).toContain(`<h1>Sign-in to ${DOMAIN} refused</h1>`);
    const status = await app.status({ channelToken: token });
    expect(status.isError ? null : status.response.status).toBe(202);
  });

  it('says a request is closed, and takes no answer from another site', async () => {
    const closed = await page('NOTACHNL');
    expect(closed.status).toBe(404);
    expect(await closed.text()).toContain('This sign-in request is closed');
    const token = await openChannel();
    expect((await answer(token, 'approve', 1, 'http://phishing.test')).status).toBe(403);
    expect((await answer(token, 'approve', 11)).status).toBe(400);
    const status = await app.status({ channelToken: token });
    expect(status.isError ? null : status.response.status).toBe(202);
  });
});
