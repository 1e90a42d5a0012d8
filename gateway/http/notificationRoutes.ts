import { Hono } from 'hono';
import { NotFoundError } from '../domainErrors';
import { START_DESC } from '../store/cursor';
import { NOTIFICATION_KINDS, type NotificationRow } from '../store/notifications';
import type { UserRow } from '../store/rows';
import { blockedBy } from './blockFilter';
import { listBody, recordMaker } from './castRecords';
import type { GatewayDeps } from './deps';
import { cutPage, rowsToRead } from './paging';
import { pageParams, validQuery } from './params';
import { signedIn, type SignedInContext } from './signedIn';

const byTime = (row: NotificationRow) => ({ ts: row.timestamp, id: row.id });

/** far.quest's vocabulary: likes and recasts are both `reaction`, follows are `link`. */
function typeOf(row: NotificationRow): { type: string; reactionType?: string } {
  const kind = NOTIFICATION_KINDS[row.kind];
  if (kind === 'like' || kind === 'recast') return { type: 'reaction', reactionType: kind };
  return { type: kind === 'follow' ? 'link' : kind };
}

/**
 * The signed-in person's notifications (likes, recasts, follows, replies, mentions, quotes), newest
 * first, in far.quest's shape in both modes (the time as an ISO string in spec mode); how many
 * arrived since they were last marked seen; and marking them seen. What a blocked user did is left
 * out of the list and the count alike when they are read, not deleted when the block arrives, so an
 * unblock brings it back; the list and the count share one condition and cannot disagree.
 */
export function notificationRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const { store, compat } = deps;
  const records = recordMaker(deps);

  const viewerRow = (c: SignedInContext): Promise<UserRow | undefined> => store.users.byFid(c.get('identity').fid);

  const pageQuery = validQuery((q) => pageParams(q, compat, { fallback: 100, max: 100 }, START_DESC));

  app.get('/farcaster/v2/notifications', signedIn(deps), pageQuery, async (c) => {
    const viewer = await viewerRow(c);
    const { limit, from } = c.req.valid('query');
    const rows = viewer ? await store.notifications.page(viewer.id, from, rowsToRead(limit, compat), await blockedBy(store, viewer.id)) : [];
    const page = cutPage(rows, limit, compat, byTime);

    const hashes = page.items.flatMap((n) => [n.cast_hash, n.source_hash]).filter((h): h is string => h !== null);
    const shownCasts = [...(await store.casts.byHashes(hashes)).values()];
    const castRecords = new Map(
      (await records.casts(c, shownCasts.map((cast) => ({ cast, child: null })))).map((r, i) => [shownCasts[i]!.hash, r]),
    );
    const actors = await store.users.byIds(page.items.map((n) => n.actor_id));
    const actorList = [...actors.values()];
    const actorRecords = new Map((await records.users(c, actorList)).map((r, i) => [actorList[i]!.id, r]));

    const notifications = page.items.map((n) => {
      const cast = n.cast_hash === null ? undefined : castRecords.get(n.cast_hash);
      const reply = n.kind === 4 && n.source_hash !== null ? castRecords.get(n.source_hash) : undefined;
      return {
        id: String(n.id),
        ...typeOf(n),
        timestamp: compat === 'farquest' ? n.timestamp : new Date(n.timestamp).toISOString(),
        actor: actorRecords.get(n.actor_id) ?? null,
        content: { ...(cast ? { cast } : {}), ...(reply ? { reply } : {}) },
      };
    });
    return c.json(listBody(deps, 'notifications', notifications, page.next));
  });

  app.get('/farcaster/v2/unseen-notifications-count', signedIn(deps), async (c) => {
    const viewer = await viewerRow(c);
    const unseenCount = viewer ? await store.notifications.unseenCount(viewer.id, await blockedBy(store, viewer.id)) : 0;
    return c.json({ result: { unseenCount }, source: 'v2' });
  });

  app.post('/farcaster/v2/notifications/seen', signedIn(deps), async (c) => {
    const viewer = await viewerRow(c);
    if (!viewer) throw new NotFoundError('No account for this token');
    await store.notifications.markSeen(viewer.id);
    return c.json({ result: { success: true }, source: 'v2' });
  });
  return app;
}
