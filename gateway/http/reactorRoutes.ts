import { Hono } from 'hono';
import { START_DESC } from '../store/cursor';
import { LIKE, RECAST } from '../store/rows';
import type { ReactorRow } from '../store/reactors';
import { listBody, recordMaker } from './castRecords';
import { withoutBlockedUsers } from './blockFilter';
import { viewerId, type GatewayDeps } from './deps';
import { cutPage, rowsToRead } from './paging';
import { hashParam, pageParams, validQuery } from './params';

const byReaction = (row: ReactorRow) => ({ ts: row.reacted_at, id: row.id });

/** Who liked and who recast a cast: user records, newest reaction first. An unknown cast has none. */
export function reactorRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const { store, compat } = deps;
  const records = recordMaker(deps);
  const reactorQuery = validQuery((q) => ({
    castHash: hashParam(q, 'castHash'),
    ...pageParams(q, compat, { fallback: 100, max: 250 }, START_DESC),
  }));
  for (const [path, kind, key] of [
    ['/farcaster/v2/cast-likes', LIKE, 'likes'],
    ['/farcaster/v2/cast-recasters', RECAST, 'users'],
  ] as const) {
    app.get(path, reactorQuery, async (c) => {
      const { castHash, limit, from } = c.req.valid('query');
      const cast = store.casts.byHash(castHash);
      const rows = cast ? store.reactors.page(cast.id, kind, from, rowsToRead(limit, compat)) : [];
      const page = cutPage(rows, limit, compat, byReaction);
      const people = withoutBlockedUsers(store, await viewerId(c, deps), page.items);
      return c.json(listBody(deps, key, await records.users(c, people), page.next));
    });
  }
  return app;
}
