import { Hono } from 'hono';
import type { CastItem } from '../present/viewContext';
import { encodeCursor, START_DESC, type Position } from '../store/cursor';
import type { FeedEntry } from '../store/feed';
import type { CastRow } from '../store/rows';
import { blockedBy, unblocked } from './blockFilter';
import { askedTheNetwork, recordMaker } from './castRecords';
import type { GatewayDeps } from './deps';
import { rowsToRead } from './paging';
import { pageParams, validQuery } from './params';
import { signedIn } from './signedIn';

const positionOf = (entry: FeedEntry): Position => ({ ts: entry.ts, id: entry.key });

/**
 * The signed-in viewer's following feed: casts by the people they follow and casts those people
 * recast (`recastedBy`), newest first. Spec mode lists each cast as `/casts` does (a reply folded into
 * its parent); far.quest mode lists the thread root with the cast as `childCast`. A recast cast is listed
 * on its own, never folded, whoever wrote it. In far.quest mode a page stops
 * before a second item by the same root author, continuing from there on the next page. Casts by
 * users the viewer blocked, and their recasts, are left out as `/casts` leaves them out.
 */
export function feedRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const { store, compat } = deps;
  const farquest = compat === 'farquest';
  const records = recordMaker(deps);

  const pageQuery = validQuery((q) => pageParams(q, compat, { fallback: 20, max: 100 }, START_DESC));

  app.get('/farcaster/v2/feed', signedIn(deps), pageQuery, async (c) => {
    const identity = c.get('identity');
    const { limit, from } = c.req.valid('query');
    const viewer = await store.users.byFid(identity.fid);
    const own = viewer ? await store.feed.page(viewer.id, from, rowsToRead(limit, compat)) : [];
    // A person signed in with their FID also sees the casts of whom they follow on the network: that
    // part changes with the node's events, not with this gateway's writes, so the answer is not kept.
    const readsNetwork = deps.followingFeed !== null && identity.kind === 'fid';
    if (readsNetwork) askedTheNetwork(c);
    const fromNetwork = readsNetwork ? await store.networkFeed.page(Number(identity.fid), from, rowsToRead(limit, compat)) : [];
    const network = new Map(fromNetwork.map((n) => [-n.id, n]));
    const rows = [...own, ...fromNetwork.map((n): FeedEntry => ({ cast_id: 0, hash: n.hash, recaster_id: null, ts: n.ts, key: -n.id }))]
      .sort((a, b) => b.ts - a.ts || b.key - a.key)
      .slice(0, rowsToRead(limit, compat));
    const casts = await store.casts.byHashes(rows.map((r) => r.hash));
    const anchors = await store.casts.byHashes(
      [...casts.values()].flatMap((cast) => (farquest ? [cast.thread_hash] : cast.parent_hash ? [cast.parent_hash] : [])),
    );
    const anchorOf = (cast: CastRow) => (farquest ? cast.thread_hash : cast.parent_hash);
    const itemOf = (entry: FeedEntry): CastItem => {
      const cast = casts.get(entry.hash)!;
      // A recast is listed as the cast that was recast: folded under its parent, a reply by someone the
      // viewer does not follow would read as the followed person's conversation.
      if (entry.recaster_id !== null) return { cast, child: null };
      const anchor = anchorOf(cast);
      const parent = anchor && anchor !== cast.hash ? anchors.get(anchor) : undefined;
      return parent ? { cast: parent, child: cast } : { cast, child: null };
    };

    const blocked = await blockedBy(store, viewer?.id ?? null);
    const shown: FeedEntry[] = [];
    const items: CastItem[] = [];
    const rootAuthors = new Set<number>();
    // The cursor follows the last row this page accounted for, shown or left out for a block, so the
    // next page neither repeats nor skips a row, even after a page that showed nothing.
    let accounted: FeedEntry | undefined;
    let cutShort = false;
    const networkShown: { at: number; message: string }[] = [];
    for (const entry of rows.slice(0, limit)) {
      const kept = network.get(entry.key);
      if (kept) {
        networkShown.push({ at: shown.length + networkShown.length, message: kept.message });
        accounted = entry;
        continue;
      }
      const item = unblocked(blocked, itemOf(entry), entry.recaster_id);
      if (item) {
        if (farquest && rootAuthors.has(item.cast.author_id)) {
          cutShort = true;
          break;
        }
        rootAuthors.add(item.cast.author_id);
        shown.push(entry);
        items.push(item);
      }
      accounted = entry;
    }
    const more = cutShort || (farquest ? rows.length === limit : rows.length > limit);
    const next = more && accounted ? encodeCursor(positionOf(accounted), compat) : null;

    const recasters = await store.users.byIds(shown.flatMap((e) => (e.recaster_id === null ? [] : [e.recaster_id])));
    const recasterRecords = new Map(
      (await records.users(c, [...recasters.values()])).map((record, i) => [[...recasters.keys()][i]!, record]),
    );
    const castRecords = await records.casts(c, items);
    const result: Record<string, unknown>[] = castRecords.map((record, i) => ({
      ...record,
      recastedBy: shown[i]!.recaster_id === null ? null : (recasterRecords.get(shown[i]!.recaster_id!) ?? null),
    }));
    if (networkShown.length > 0 && deps.network) {
      const read = records.network(c, await deps.network.castsOf(networkShown.map((n) => JSON.parse(n.message) as unknown))).casts();
      networkShown.forEach((n, i) => result.splice(n.at, 0, { ...read[i], recastedBy: null }));
    }
    return c.json({ result: { casts: result }, next, source: 'v2' });
  });
  return app;
}
