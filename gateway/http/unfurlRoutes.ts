import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { InvalidInputError } from '../domainErrors';
import { FetchRefusal } from '../unfurl/safeFetch';
import type { Store } from '../store/store';
import type { Unfurler } from '../unfurl/unfurl';
import { validQuery } from './params';
import { perClientLimit } from './rateLimit';

/**
 * Each client may have 60 pages fetched a minute, counted in the database for every gateway process;
 * cached answers count too, they are cheap but not free.
 */
const UNFURLS_PER_MINUTE = { max: 60, ms: 60_000 };

export function unfurlRoutes(unfurler: Unfurler, rateWindows: Store['rateWindows']): Hono {
  const app = new Hono();
  // The client is counted before its parameters are read: a stream of bad requests costs it too.
  const perClient = perClientLimit(rateWindows, 'unfurl', UNFURLS_PER_MINUTE, 'Too many link previews');
  const urlQuery = validQuery((q) => {
    const raw = q('url');
    if (!raw) throw new InvalidInputError('url is required: the http(s) address of the page to preview');
    try {
      return new URL(raw).href;
    } catch {
      throw new InvalidInputError('url is not a valid URL');
    }
  });
  app.get('/castline/v1/unfurl', perClient, urlQuery, async (c) => {
    const url = c.req.valid('query');
    try {
      const { preview, cached } = await unfurler.preview(url);
      c.header('X-Cache', cached ? 'hit' : 'miss');
      return c.json(preview);
    } catch (error) {
      if (error instanceof FetchRefusal) throw new HTTPException(error.status, { message: error.message });
      throw error;
    }
  });
  return app;
}
