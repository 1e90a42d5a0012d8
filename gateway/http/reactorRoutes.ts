import { Hono } from 'hono';
import { START_DESC } from '../store/cursor';
import { LIKE, RECAST } from '../store/rows';
import type { ReactorRow } from '../store/reactors';
import { askedTheNetwork, listBody, recordMaker } from './castRecords';
import { withoutBlockedUsers } from './blockFilter';
import { viewerId, type GatewayDeps } from './deps';
import { cutPage, NETWORK_USERS_MAX, rowsToRead } from './paging';
import { hashParam, nodeCursor, ownCursor, pageOrNodeParams, validQuery } from './params';

const byReaction = (row: ReactorRow) => ({ ts: row.reacted_at, id: row.id });

/**
 * Who liked and who recast a cast: user records, newest reaction first. An unknown cast has none; a
 * cast read from a Farcaster node has the node's.
 */
export function reactorRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const { store, compat } = deps;
  const records = recordMaker(deps);
  const reactorQuery = validQuery((q) => ({
    castHash: hashParam(q, 'castHash'),
    ...pageOrNodeParams(q, compat, { fallback: 100, max: 250 }, START_DESC),
  }));
  for (const [path, kind, key, nodeKind] of [
    ['/farcaster/v2/cast-likes', LIKE, 'likes', 'like'],
    ['/farcaster/v2/cast-recasters', RECAST, 'users', 'recast'],
  ] as const) {
    app.get(path, reactorQuery, async (c) => {
      const { castHash, limit, from, nodeToken } = c.req.valid('query');
      const cast = await store.casts.byHash(castHash);
      // A cast read from a Farcaster node: its reactions are read there too.
      if (!cast && deps.network) {
        const read = await deps.network.reactors(castHash, nodeKind, Math.min(limit, NETWORK_USERS_MAX), nodeToken);
        if (read) return c.json(listBody(deps, key, records.network(c, read).users(), nodeCursor(read.next, nodeToken)));
        askedTheNetwork(c); // a cast never read: none here, perhaps some on the network later
      }
      ownCursor(nodeToken);
      const rows = cast ? await store.reactors.page(cast.id, kind, from, rowsToRead(limit, compat)) : [];
      const page = cutPage(rows, limit, compat, byReaction);
      const people = await withoutBlockedUsers(store, await viewerId(c, deps), page.items);
      return c.json(listBody(deps, key, await records.users(c, people), page.next));
    });
  }
  return app;
}
