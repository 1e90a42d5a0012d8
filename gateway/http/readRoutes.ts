import { Hono } from 'hono';
import { foldReplies } from '../present/viewContext';
import { withoutBlocked, withoutBlockedUsers } from './blockFilter';
import { START_ASC, START_DESC } from '../store/cursor';
import type { CastFilter } from '../store/casts';
import type { UserRow } from '../store/rows';
import { recordMaker } from './castRecords';
import { viewerId, type GatewayDeps } from './deps';
import { cutPage, rowsToRead } from './paging';
import { fidListParam, fidParam, hashParam, limitParam, pageParams, textParam, validQuery } from './params';

const byTime = (row: { timestamp: number; id: number }) => ({ ts: row.timestamp, id: row.id });
const byLink = (row: { link_ts: number; link_id: number }) => ({ ts: row.link_ts, id: row.link_id });

export function readRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const { store, compat } = deps;
  const farquest = compat === 'farquest';

  const records = recordMaker(deps);

  app.get('/farcaster/v2/users', validQuery((q) => fidListParam(q, 100)), async (c) => {
    const fids = c.req.valid('query');
    const found = store.users.byFids(fids);
    const shown = await records.users(c, [...found.values()]);
    const byFid = new Map([...found.keys()].map((fid, i) => [fid, shown[i]]));
    const list = farquest ? fids.map((f) => byFid.get(f) ?? null) : fids.flatMap((f) => byFid.get(f) ?? []);
    return c.json({ result: { users: list }, source: 'v2' });
  });

  const single = (path: string, key: (q: (n: string) => string | undefined) => string, find: (key: string) => UserRow | undefined) =>
    app.get(path, validQuery(key), async (c) => {
      const row = find(c.req.valid('query'));
      return c.json({ result: { user: row ? (await records.users(c, [row]))[0] : null }, source: 'v2' });
    });
  single('/farcaster/v2/user', (q) => fidParam(q, 'fid'), (fid) => store.users.byFid(fid));
  single('/farcaster/v2/user-by-username', (q) => textParam(q, 'username', 64), (name) => store.users.byUsername(name));

  const matchQuery = validQuery((q) => ({ match: textParam(q, 'match', 64), limit: limitParam(q, 10, 50) }));
  app.get('/farcaster/v2/search-user-by-match', matchQuery, async (c) => {
    const { match, limit } = c.req.valid('query');
    const rows = store.users.search(match, limit);
    return c.json({ result: { users: await records.users(c, withoutBlockedUsers(store, await viewerId(c, deps), rows)) }, source: 'v2' });
  });

  const linkQuery = validQuery((q) => ({ fid: fidParam(q, 'fid'), ...pageParams(q, compat, { fallback: 100, max: 250 }, START_DESC) }));
  for (const [path, list] of [
    ['/farcaster/v2/following', store.links.following],
    ['/farcaster/v2/followers', store.links.followers],
  ] as const) {
    app.get(path, linkQuery, async (c) => {
      const { fid, limit, from } = c.req.valid('query');
      const user = store.users.byFid(fid);
      const rows = user ? list(user.id, from, rowsToRead(limit, compat)) : [];
      const page = cutPage(rows, limit, compat, byLink);
      const shown = await records.users(c, withoutBlockedUsers(store, await viewerId(c, deps), page.items));
      return c.json(
        farquest
          ? { result: { users: shown, next: page.next }, source: 'v2' }
          : { result: { users: shown }, next: page.next, source: 'v2' },
      );
    });
  }

  // An author's casts (`fid`), a channel's (`parentChain`), or everyone's; `fid` wins when both are given.
  const castsQuery = validQuery((q) => {
    const page = pageParams(q, compat, { fallback: 10, max: 100 }, START_DESC);
    if (q('fid') !== undefined && q('fid') !== '') return { ...page, fid: fidParam(q, 'fid') };
    const channel = q('parentChain');
    return { ...page, parentUrl: channel !== undefined && channel !== '' ? textParam(q, 'parentChain', 256) : undefined };
  });
  app.get('/farcaster/v2/casts', castsQuery, async (c) => {
    const query = c.req.valid('query');
    const { limit, from } = query;
    let filter: CastFilter = { kind: 'all' };
    if ('fid' in query) {
      const author = store.users.byFid(query.fid);
      if (!author) return c.json({ result: { casts: [] }, next: null, source: 'v2' });
      filter = { kind: 'author', authorId: author.id };
    } else if (query.parentUrl !== undefined) {
      filter = { kind: 'channel', parentUrl: query.parentUrl };
    }
    const page = cutPage(store.casts.page(filter, from, rowsToRead(limit, compat)), limit, compat, byTime);
    const casts = await records.casts(c, withoutBlocked(store, await viewerId(c, deps), foldReplies(store, page.items)));
    return c.json({ result: { casts }, next: page.next, source: 'v2' });
  });

  app.get('/farcaster/v2/cast', validQuery((q) => hashParam(q, 'hash')), async (c) => {
    const row = store.casts.byHash(c.req.valid('query'));
    const [cast] = row ? await records.casts(c, [{ cast: row, child: null }]) : [null];
    return c.json({ result: { cast }, source: 'v2' });
  });

  const threadQuery = validQuery((q) => ({ threadHash: hashParam(q, 'threadHash'), ...pageParams(q, compat, { fallback: 10, max: 50 }, START_ASC) }));
  app.get('/farcaster/v2/casts-in-thread', threadQuery, async (c) => {
    const { threadHash, limit, from } = c.req.valid('query');
    const page = cutPage(store.casts.thread(threadHash, from, rowsToRead(limit, compat)), limit, compat, byTime);
    const items = page.items.map((cast) => ({ cast, child: null }));
    const casts = await records.casts(c, withoutBlocked(store, await viewerId(c, deps), items));
    return c.json({ result: { casts }, next: page.next, source: 'v2' });
  });
  return app;
}
