import { type Context, Hono } from 'hono';
import { NotFoundError } from '../domainErrors';
import type { ChannelRow } from '../store/channels';
import { START_DESC } from '../store/cursor';
import { listBody } from './castRecords';
import { origin, viewerId, type GatewayDeps } from './deps';
import { cutPage, rowsToRead } from './paging';
import { pageParams, textParam, validQuery } from './params';

export const CHANNELS_PATH = '/castline/v1/channels';
const SEARCH_RESULTS = 10;

/**
 * A channel record, far.quest's `syncedChannel` shape in both modes, with Castline's `castCount` and,
 * for a signed-in viewer, `viewerContext.following`. Its followers are those it has on the network and
 * the accounts of this gateway that follow it.
 */
export function channelRecord(c: Context, row: ChannelRow, followed?: ReadonlySet<string>) {
  return {
    channelId: row.id,
    url: row.parent_url,
    name: row.name,
    description: row.description,
    imageUrl: `${origin(c)}${row.image_path}`,
    leadFid: row.lead_fid,
    followerCount: row.follower_count + row.follows_here,
    castCount: row.cast_count,
    createdAt: row.created_at,
    ...(followed ? { viewerContext: { following: followed.has(row.parent_url) } } : {}),
  };
}

/** Records of `rows` for the request's viewer: with whether they follow each, when a token names one. */
async function channelRecords(c: Context, deps: GatewayDeps, rows: readonly ChannelRow[]) {
  const viewer = await viewerId(c, deps);
  const followed = viewer === null ? undefined : await deps.store.channelFollows.following(viewer, rows.map((row) => row.parent_url));
  return rows.map((row) => channelRecord(c, row, followed));
}

const byActivity = (row: ChannelRow) => ({ ts: row.cast_count, id: row.rowid_ });

/**
 * Channel records: far.quest's `search-channel` (a prefix of the id or name, at most 10, no `result`
 * wrapper) and `synced-channel/:identifier` (by id or parent URL), and Castline's directory, most
 * casts first.
 */
export function channelRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const { store, compat } = deps;
  const searchQuery = validQuery((q) => textParam(q, 'query', 64).replace(/^\//, ''));
  const pageQuery = validQuery((q) => pageParams(q, compat, { fallback: 25, max: 100 }, START_DESC));
  app.get('/farcaster/v2/search-channel', searchQuery, async (c) => {
    const query = c.req.valid('query');
    return c.json({ channels: await channelRecords(c, deps, await store.channels.search(query, SEARCH_RESULTS)) });
  });
  app.get('/farcaster/v2/synced-channel/:identifier', async (c) => {
    const row = await store.channels.byKey(c.req.param('identifier'));
    if (!row) throw new NotFoundError('Synced channel not found');
    return c.json({ syncedChannel: (await channelRecords(c, deps, [row]))[0] });
  });
  app.get(CHANNELS_PATH, pageQuery, async (c) => {
    const { limit, from } = c.req.valid('query');
    const page = cutPage(await store.channels.directory(from, rowsToRead(limit, compat)), limit, compat, byActivity);
    return c.json(listBody(deps, 'channels', await channelRecords(c, deps, page.items), page.next));
  });
  return app;
}
