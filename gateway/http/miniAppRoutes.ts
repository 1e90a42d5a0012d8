import { Hono } from 'hono';
import { demoAppBundle } from '../miniapp-demo/build';
import { BROKEN_EMBED_PATH, DEMO_APP_PATH, NEVER_READY_PATH, brokenEmbedHtml, demoAppHtml, demoCardSvg, demoSplashSvg, neverReadyHtml } from '../miniapp-demo/page';
import { origin } from './deps';

const SVG = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' };

/** The demo Mini App (page with its `fc:miniapp` tag, script, pictures), a page with a broken embed and an app that never starts; no API key needed. */
export function miniAppRoutes(): Hono {
  const app = new Hono();
  app.get(DEMO_APP_PATH, (c) => {
    // The page asks for the script next: start bundling it now.
    void demoAppBundle().catch(() => {});
    return c.html(demoAppHtml(origin(c)));
  });
  app.get(`${DEMO_APP_PATH}app.js`, async (c) =>
    c.body(await demoAppBundle(), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  app.get(`${DEMO_APP_PATH}card.svg`, (c) => c.body(demoCardSvg(), 200, SVG));
  app.get(`${DEMO_APP_PATH}splash.svg`, (c) => c.body(demoSplashSvg(), 200, SVG));
  app.get(BROKEN_EMBED_PATH, (c) => c.html(brokenEmbedHtml(origin(c))));
  app.get(NEVER_READY_PATH, (c) => c.html(neverReadyHtml(origin(c))));
  return app;
}
