import { type Context, Hono } from 'hono';
import { castContext, foldReplies, userContext } from '../present/viewContext';
import { withoutBlocked, withoutBlockedUsers } from './blockFilter';
import { START_ASC, START_DESC } from '../store/cursor';
import type { CastFilter } from '../store/casts';
import type { UserRow } from '../store/rows';
import { origin, presenterFor, viewerId, type GatewayDeps } from './deps';
import { cutPage, rowsToRead } from './paging';
import { cursorParam, fidListParam, fidParam, hashParam, limitParam, textParam } from './params';

const byTime = (row: { timestamp: number; id: number }) => ({ ts: row.timestamp, id: row.id });
const byLink = (row: { link_ts: number; link_id: number }) => ({ ts: row.link_ts, id: row.link_id });

export function readRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const { store, compat } = deps;
  const present = presenterFor(compat);
  const farquest = compat === 'farquest';

  const users = async (c: Context, rows: UserRow[]) => {
    const ctx = userContext(store, rows, origin(c), await viewerId(c, deps));
    return rows.map((u) => present.user(u, ctx, false));
  };

  app.get('/farcaster/v2/users', async (c) => {
    const fids = fidListParam((n) => c.req.query(n), 100);
    const found = store.users.byFids(fids);
    const records = await users(c, [...found.values()]);
    const byFid = new Map([...found.keys()].map((fid, i) => [fid, records[i]]));
    const list = farquest ? fids.map((f) => byFid.get(f) ?? null) : fids.flatMap((f) => byFid.get(f) ?? []);
    return c.json({ result: { users: list }, source: 'v2' });
  });

  const single = (path: string, find: (q: (n: string) => string | undefined) => UserRow | undefined) =>
    app.get(path, async (c) => {
      const row = find((n) => c.req.query(n));
      return c.json({ result: { user: row ? (await users(c, [row]))[0] : null }, source: 'v2' });
    });
  single('/farcaster/v2/user', (q) => store.users.byFid(fidParam(q, 'fid')));
  single('/farcaster/v2/user-by-username', (q) => store.users.byUsername(textParam(q, 'username', 64)));

  app.get('/farcaster/v2/search-user-by-match', async (c) => {
    const q = (n: string) => c.req.query(n);
    const rows = store.users.search(textParam(q, 'match', 64), limitParam(q, 10, 50));
    return c.json({ result: { users: await users(c, withoutBlockedUsers(store, await viewerId(c, deps), rows)) }, source: 'v2' });
  });

  for (const [path, list] of [
    ['/farcaster/v2/following', store.links.following],
    ['/farcaster/v2/followers', store.links.followers],
  ] as const) {
    app.get(path, async (c) => {
      const q = (n: string) => c.req.query(n);
      const fid = fidParam(q, 'fid');
      const limit = limitParam(q, 100, 250);
      const from = cursorParam(q, compat, START_DESC);
      const user = store.users.byFid(fid);
      const rows = user ? list(user.id, from, rowsToRead(limit, compat)) : [];
      const page = cutPage(rows, limit, compat, byLink);
      const records = await users(c, withoutBlockedUsers(store, await viewerId(c, deps), page.items));
      return c.json(
        farquest
          ? { result: { users: records, next: page.next }, source: 'v2' }
          : { result: { users: records }, next: page.next, source: 'v2' },
      );
    });
  }

  app.get('/farcaster/v2/casts', async (c) => {
    const q = (n: string) => c.req.query(n);
    const limit = limitParam(q, 10, 100);
    const from = cursorParam(q, compat, START_DESC);
    const channel = q('parentChain');
    let filter: CastFilter = { kind: 'all' };
    if (q('fid') !== undefined && q('fid') !== '') {
      const author = store.users.byFid(fidParam(q, 'fid'));
      if (!author) return c.json({ result: { casts: [] }, next: null, source: 'v2' });
      filter = { kind: 'author', authorId: author.id };
    } else if (channel !== undefined && channel !== '') {
      filter = { kind: 'channel', parentUrl: textParam(q, 'parentChain', 256) };
    }
    const page = cutPage(store.casts.page(filter, from, rowsToRead(limit, compat)), limit, compat, byTime);
    const casts = await presentCasts(c, withoutBlocked(store, await viewerId(c, deps), foldReplies(store, page.items)));
    return c.json({ result: { casts }, next: page.next, source: 'v2' });
  });

  app.get('/farcaster/v2/cast', async (c) => {
    const row = store.casts.byHash(hashParam((n) => c.req.query(n), 'hash'));
    const [cast] = row ? await presentCasts(c, [{ cast: row, child: null }]) : [null];
    return c.json({ result: { cast }, source: 'v2' });
  });

  app.get('/farcaster/v2/casts-in-thread', async (c) => {
    const q = (n: string) => c.req.query(n);
    const threadHash = hashParam(q, 'threadHash');
    const limit = limitParam(q, 10, 50);
    const from = cursorParam(q, compat, START_ASC);
    const page = cutPage(store.casts.thread(threadHash, from, rowsToRead(limit, compat)), limit, compat, byTime);
    const items = page.items.map((cast) => ({ cast, child: null }));
    const casts = await presentCasts(c, withoutBlocked(store, await viewerId(c, deps), items));
    return c.json({ result: { casts }, next: page.next, source: 'v2' });
  });

  async function presentCasts(c: Context, items: ReturnType<typeof foldReplies>) {
    const ctx = castContext(store, items, {
      origin: origin(c),
      viewerId: await viewerId(c, deps),
      mentionUsers: farquest,
      recasters: !farquest,
    });
    return items.map((item) => present.cast(item, ctx));
  }
  return app;
}
