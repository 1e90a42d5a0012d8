import { Hono } from 'hono';
import { UnavailableError } from '../domainErrors';
import { foldReplies } from '../present/viewContext';
import { withoutBlocked, withoutBlockedUsers } from './blockFilter';
import { START_ASC, START_DESC } from '../store/cursor';
import type { CastFilter } from '../store/casts';
import type { CastRow, UserRow } from '../store/rows';
import { recordMaker } from './castRecords';
import { viewerId, type GatewayDeps } from './deps';
import { cutPage, NETWORK_CASTS_MAX, NETWORK_USERS_MAX, rowsToRead } from './paging';
import { fidListParam, fidParam, hashParam, limitParam, nodeCursor, ownCursor, pageOrNodeParams, pageParams, textParam, validQuery } from './params';

const byTime = (row: { timestamp: number; id: number }) => ({ ts: row.timestamp, id: row.id });
const byLink = (row: { link_ts: number; link_id: number }) => ({ ts: row.link_ts, id: row.link_id });

/** A decimal FID (not an L2 address), which a Farcaster node may know. */
const NETWORK_FID = /^[1-9]\d{0,14}$/;

export function readRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const { store, compat } = deps;
  const farquest = compat === 'farquest';

  const records = recordMaker(deps);

  const network = deps.network;
  /** The FID to read from the node for a FID the gateway holds nothing about, when a node is configured. */
  const networkFid = (fid: string): number | null => (network !== null && NETWORK_FID.test(fid) ? Number(fid) : null);

  app.get('/farcaster/v2/users', validQuery((q) => fidListParam(q, 100)), async (c) => {
    const fids = c.req.valid('query');
    const found = await store.users.byFids(fids);
    const shown = await records.users(c, [...found.values()]);
    const byFid = new Map([...found.keys()].map((fid, i) => [fid, shown[i]]));
    const remote = fids.filter((f) => !found.has(f) && networkFid(f) !== null).slice(0, NETWORK_USERS_MAX);
    if (remote.length > 0) {
      // A node that cannot answer hides nothing the gateway holds: only a batch of network FIDs alone is a 503.
      const read = await network!.profiles(remote.map(Number)).catch((error: unknown) => {
        if (found.size > 0 && error instanceof UnavailableError) return [];
        throw error;
      });
      const users = read.flatMap((u) => u ?? []);
      const networkRecords = records.network(c, { users }).users();
      users.forEach((u, i) => byFid.set(u.fid, networkRecords[i]));
    }
    const list = farquest ? fids.map((f) => byFid.get(f) ?? null) : fids.flatMap((f) => byFid.get(f) ?? []);
    return c.json({ result: { users: list }, source: 'v2' });
  });

  const single = (
    path: string,
    key: (q: (n: string) => string | undefined) => string,
    find: (key: string) => Promise<UserRow | undefined>,
    findOnNetwork: (key: string) => Promise<UserRow | null> | null,
  ) =>
    app.get(path, validQuery(key), async (c) => {
      const row = await find(c.req.valid('query'));
      if (row) return c.json({ result: { user: (await records.users(c, [row]))[0] }, source: 'v2' });
      const asked = findOnNetwork(c.req.valid('query'));
      if (asked === null) return c.json({ result: { user: null }, source: 'v2' });
      const read = await asked;
      return c.json({ result: { user: records.network(c, { users: read ? [read] : [] }).users()[0] ?? null }, source: 'v2' });
    });
  single('/farcaster/v2/user', (q) => fidParam(q, 'fid'), (fid) => store.users.byFid(fid), (fid) => {
    const remote = networkFid(fid);
    return remote === null ? null : network!.profile(remote);
  });
  single('/farcaster/v2/user-by-username', (q) => textParam(q, 'username', 64), (name) => store.users.byUsername(name), (name) =>
    network?.profileByUsername(name) ?? null);

  const matchQuery = validQuery((q) => ({ match: textParam(q, 'match', 64), limit: limitParam(q, 10, 50) }));
  app.get('/farcaster/v2/search-user-by-match', matchQuery, async (c) => {
    const { match, limit } = c.req.valid('query');
    const rows = await withoutBlockedUsers(store, await viewerId(c, deps), await store.users.search(match, limit));
    const shown = await records.users(c, rows);
    // A name the gateway does not hold may be a Farcaster account: the node is asked for it by name.
    // Search shows what the gateway holds whatever the node answers.
    const exact = rows.some((u) => u.username.toLowerCase() === match.toLowerCase());
    const asked = network !== null && !exact && rows.length < limit;
    const read = asked ? await network.profileByUsername(match).catch(() => null) : null;
    const found = asked ? records.network(c, { users: read && !(await store.users.byFid(read.fid)) ? [read] : [] }).users() : [];
    return c.json({ result: { users: [...found, ...shown] }, source: 'v2' });
  });

  const linkQuery = validQuery((q) => ({ fid: fidParam(q, 'fid'), ...pageOrNodeParams(q, compat, { fallback: 100, max: 250 }, START_DESC) }));
  for (const [path, list, which] of [
    ['/farcaster/v2/following', store.links.following, 'following'],
    ['/farcaster/v2/followers', store.links.followers, 'followers'],
  ] as const) {
    app.get(path, linkQuery, async (c) => {
      const { fid, limit, from, nodeToken } = c.req.valid('query');
      const user = await store.users.byFid(fid);
      const remote = user ? null : networkFid(fid);
      if (remote !== null) {
        const read = await network!.follows(remote, which, Math.min(limit, NETWORK_USERS_MAX), nodeToken);
        return c.json({ result: { users: records.network(c, read).users() }, next: nodeCursor(read.next, nodeToken), source: 'v2' });
      }
      ownCursor(nodeToken);
      const rows = user ? await list(user.id, from, rowsToRead(limit, compat)) : [];
      const page = cutPage(rows, limit, compat, byLink);
      const shown = await records.users(c, await withoutBlockedUsers(store, await viewerId(c, deps), page.items));
      return c.json(
        farquest
          ? { result: { users: shown, next: page.next }, source: 'v2' }
          : { result: { users: shown }, next: page.next, source: 'v2' },
      );
    });
  }

  // An author's casts (`fid`), a channel's (`parentChain`), or everyone's; `fid` wins when both are given.
  const castsQuery = validQuery((q) => {
    const page = pageOrNodeParams(q, compat, { fallback: 10, max: 100 }, START_DESC);
    if (q('fid') !== undefined && q('fid') !== '') return { ...page, fid: fidParam(q, 'fid') };
    const channel = q('parentChain');
    return { ...page, parentUrl: channel !== undefined && channel !== '' ? textParam(q, 'parentChain', 256) : undefined };
  });
  app.get('/farcaster/v2/casts', castsQuery, async (c) => {
    const query = c.req.valid('query');
    const { limit, from, nodeToken } = query;
    let filter: CastFilter = { kind: 'all' };
    if ('fid' in query) {
      const author = await store.users.byFid(query.fid);
      const remote = author ? null : networkFid(query.fid);
      if (remote !== null) {
        const read = await network!.casts(remote, Math.min(limit, NETWORK_CASTS_MAX), nodeToken);
        return c.json({ result: { casts: records.network(c, read).casts() }, next: nodeCursor(read.next, nodeToken), source: 'v2' });
      }
      ownCursor(nodeToken);
      if (!author) return c.json({ result: { casts: [] }, next: null, source: 'v2' });
      filter = { kind: 'author', authorId: author.id };
    } else {
      ownCursor(nodeToken);
      if (query.parentUrl !== undefined) filter = { kind: 'channel', parentUrl: query.parentUrl };
    }
    const page = cutPage(await store.casts.page(filter, from, rowsToRead(limit, compat)), limit, compat, byTime);
    // An author's list holds their own earlier casts: a reply to one of them is listed on its own.
    const ownCast = (parent: CastRow) => filter.kind === 'author' && parent.author_id === filter.authorId;
    const casts = await records.casts(c, await withoutBlocked(store, await viewerId(c, deps), await foldReplies(store, page.items, ownCast)));
    return c.json({ result: { casts }, next: page.next, source: 'v2' });
  });

  app.get('/farcaster/v2/cast', validQuery((q) => hashParam(q, 'hash')), async (c) => {
    const row = await store.casts.byHash(c.req.valid('query'));
    if (!row && network) {
      const read = await network.cast(c.req.valid('query'));
      return c.json({ result: { cast: records.network(c, read ?? { users: [] }).casts()[0] ?? null }, source: 'v2' });
    }
    const [cast] = row ? await records.casts(c, [{ cast: row, child: null }]) : [null];
    return c.json({ result: { cast }, source: 'v2' });
  });

  const threadQuery = validQuery((q) => ({ threadHash: hashParam(q, 'threadHash'), ...pageParams(q, compat, { fallback: 10, max: 50 }, START_ASC) }));
  app.get('/farcaster/v2/casts-in-thread', threadQuery, async (c) => {
    const { threadHash, limit, from } = c.req.valid('query');
    const page = cutPage(await store.casts.thread(threadHash, from, rowsToRead(limit, compat)), limit, compat, byTime);
    const items = page.items.map((cast) => ({ cast, child: null }));
    const casts = await records.casts(c, await withoutBlocked(store, await viewerId(c, deps), items));
    return c.json({ result: { casts }, next: page.next, source: 'v2' });
  });
  return app;
}
