import { Hono } from 'hono';
import { InvalidInputError } from '../domainErrors';
import { searchWords, type CastMatch } from '../store/castSearch';
import { START_DESC } from '../store/cursor';
import { listBody, recordMaker } from './castRecords';
import { withoutBlocked } from './blockFilter';
import { viewerId, type GatewayDeps } from './deps';
import { cutPage, rowsToRead } from './paging';
import { pageParams, textParam, validQuery } from './params';

export const SEARCH_CASTS_PATH = '/castline/v1/search-casts';

const byScore = (match: CastMatch) => ({ ts: match.score, id: match.id });

/**
 * Cast search, Castline's own route (the public service answers its `search-casts` with 503): every
 * word of `q` must appear in the text, the last may be the start of a word; best match first.
 */
export function searchRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const { store, compat } = deps;
  const records = recordMaker(deps);
  const searchQuery = validQuery((q) => {
    const words = searchWords(textParam(q, 'q', 200));
    if (words === null) throw new InvalidInputError('q has no words to search for');
    return { words, ...pageParams(q, compat, { fallback: 25, max: 100 }, START_DESC) };
  });
  app.get(SEARCH_CASTS_PATH, searchQuery, async (c) => {
    const { words, limit, from } = c.req.valid('query');
    const page = cutPage(await store.castSearch.page(words, from, rowsToRead(limit, compat)), limit, compat, byScore);
    const rows = await store.casts.byHashes(page.items.map((m) => m.hash));
    const items = await withoutBlocked(store, await viewerId(c, deps), page.items.map((m) => ({ cast: rows.get(m.hash)!, child: null })));
    return c.json(listBody(deps, 'casts', await records.casts(c, items), page.next));
  });
  return app;
}
