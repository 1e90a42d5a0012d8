import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMiniAppEmbed } from '../../src/widgets/miniapp/embedSchema';
import { demoCastHash, MINIAPP_CAST_TEXT } from '../seed/demo';
import { startTestGateway, type TestGateway } from '../testing/testGateway';
import { BROKEN_EMBED_PATH, DEMO_APP_NAME, DEMO_APP_PATH, NEVER_READY_APP_NAME, NEVER_READY_PATH } from '../miniapp-demo/page';

describe('the demo Mini App', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ seed: 'demo', unfurlPrivate: true });
  });
  afterAll(() => gateway.dispose());

  it('is a page whose fc:miniapp embed a card accepts, previewed by the gateway itself', async () => {
    const page = await fetch(`${gateway.url}${DEMO_APP_PATH}`);
    expect(page.status).toBe(200);
    const preview = (await (await gateway.get(`/castline/v1/unfurl?url=${encodeURIComponent(gateway.url + DEMO_APP_PATH)}`)).json()) as { miniapp: unknown; title: string };
    expect(preview.title).toBe(DEMO_APP_NAME);
    const embed = parseMiniAppEmbed(preview.miniapp, gateway.url + DEMO_APP_PATH, { allowLoopback: true });
    expect(embed).toMatchObject({ name: DEMO_APP_NAME, url: `${gateway.url}${DEMO_APP_PATH}`, buttonTitle: 'Open the demo', splashBackgroundColor: '#ede9fe' });
    expect((await fetch(embed!.imageUrl)).headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetch(embed!.splashImageUrl!)).status).toBe(200);
  });

  it('serves its script bundled with the official SDK, with no API key', async () => {
    const script = await fetch(`${gateway.url}${DEMO_APP_PATH}app.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    const text = await script.text();
    // The SDK's wire names: its comlink calls and the frame events it listens for.
    expect(text).toContain('frameEthProviderEvent');
    expect(text).not.toMatch(/^import /m);
  }, 30_000);

  it('has a page with a broken embed, which a card refuses', async () => {
    const preview = (await (await gateway.get(`/castline/v1/unfurl?url=${encodeURIComponent(gateway.url + BROKEN_EMBED_PATH)}`)).json()) as { miniapp: unknown };
    expect(preview.miniapp).not.toBeNull();
    expect(parseMiniAppEmbed(preview.miniapp, gateway.url + BROKEN_EMBED_PATH, { allowLoopback: true })).toBeNull();
  });

  it('has an app that never starts: a valid embed for itself, and no script to call ready()', async () => {
    const url = gateway.url + NEVER_READY_PATH;
    const page = await (await fetch(url)).text();
    expect(page).not.toContain('<script');
    const preview = (await (await gateway.get(`/castline/v1/unfurl?url=${encodeURIComponent(url)}`)).json()) as { miniapp: unknown };
    expect(parseMiniAppEmbed(preview.miniapp, url, { allowLoopback: true })).toMatchObject({ name: NEVER_READY_APP_NAME, url, buttonTitle: 'Open' });
  });

  it('is embedded by the newest demo cast', async () => {
    const body = (await (await gateway.get(`/farcaster/v2/cast?hash=${demoCastHash('miniapp-demo')}`)).json()) as { result: { cast: { text: string; embeds: { urls: string[] } } } };
    expect(body.result.cast.text).toBe(MINIAPP_CAST_TEXT);
    expect(body.result.cast.embeds.urls).toEqual([`${gateway.url}${DEMO_APP_PATH}`]);
  });
});
