import { Hono } from 'hono';
import { avatarSvg, LINK_CARDS, linkPageHtml, pictureSvg } from '../assets/artwork';
import { origin } from './deps';

const SVG = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' };
const NAME = /^[A-Za-z0-9._-]{1,64}$/;

/** Generated profile pictures, embed images and link-card pages; no API key needed. */
export function staticRoutes(): Hono {
  const app = new Hono();
  app.get('/static/pfp/:file{.+\\.svg}', (c) => {
    const name = c.req.param('file').slice(0, -4);
    return NAME.test(name) ? c.body(avatarSvg(name), 200, SVG) : c.notFound();
  });
  app.get('/static/img/:file{.+\\.svg}', (c) => {
    const name = c.req.param('file').slice(0, -4);
    return NAME.test(name) ? c.body(pictureSvg(name), 200, SVG) : c.notFound();
  });
  app.get('/static/link/:slug', (c) => {
    const card = LINK_CARDS.find((l) => l.slug === c.req.param('slug'));
    return card ? c.html(linkPageHtml(card, origin(c))) : c.notFound();
  });
  return app;
}
