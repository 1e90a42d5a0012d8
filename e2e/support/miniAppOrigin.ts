import { Hono } from 'hono';
import { DEMO_APP_NAME, DEMO_APP_PATH, demoAppHtml } from '../../gateway/miniapp-demo/page';
import { type RunningStandIn, serveStandIn } from '../../gateway/standIns/serve';

/**
 * The demo Mini App on an origin of its own, as an app's developer would serve it: its page, its script and
 * pictures taken from the gateway, and the domain manifest (`/.well-known/farcaster.json`) naming
 * `webhookUrl()` as the app's webhook.
 */
export async function serveDemoOnItsOwnOrigin(gatewayUrl: string, webhookUrl: () => string): Promise<RunningStandIn & { appUrl: string }> {
  const app = new Hono();
  let origin = '';
  app.get('/.well-known/farcaster.json', (c) => c.json({ miniapp: { version: '1', name: DEMO_APP_NAME, homeUrl: `${origin}${DEMO_APP_PATH}`, webhookUrl: webhookUrl() } }));
  app.get(DEMO_APP_PATH, (c) => c.html(demoAppHtml(origin)));
  app.get(`${DEMO_APP_PATH}:file`, async (c) => {
    const answer = await fetch(`${gatewayUrl}${DEMO_APP_PATH}${c.req.param('file')}`);
    return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/octet-stream' } });
  });
  const served = await serveStandIn(app, {});
  origin = served.url;
  return { ...served, appUrl: `${served.url}${DEMO_APP_PATH}` };
}
