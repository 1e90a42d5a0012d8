import type { Context, Hono } from 'hono';
import { ConflictError, NotFoundError } from '../domainErrors';
import { MAX_BOOKMARKS, type BookmarkRow } from '../store/bookmarks';
import { START_DESC } from '../store/cursor';
import { withoutBlocked } from './blockFilter';
import { listBody, recordMaker } from './castRecords';
import { requireIdentity, type GatewayDeps } from './deps';
import { rowsToRead, cutPage } from './paging';
import { cursorParam, hashParam, limitParam } from './params';

export const BOOKMARKS_PATH = '/castline/v1/bookmarks';

const byTime = (row: BookmarkRow) => ({ ts: row.timestamp, id: row.id });

/**
 * Bookmarks, Castline's own routes: private to the signed-in account (every route needs its token,
 * and none takes another account's FID), newest first, as casts in the shapes of the other lists.
 */
export function mountBookmarkRoutes(app: Hono, deps: GatewayDeps): void {
  const { store, compat } = deps;
  const records = recordMaker(deps);

  const accountId = async (c: Context): Promise<number> => {
    const identity = await requireIdentity(c, deps);
    const user = store.users.byFid(identity.fid);
    if (!user) throw new NotFoundError('This account has no profile on this gateway yet');
    return user.id;
  };
  const castHash = (c: Context): string => hashParam((n) => c.req.param(n), 'castHash');

  app.get(BOOKMARKS_PATH, async (c) => {
    const q = (n: string) => c.req.query(n);
    const limit = limitParam(q, 25, 100);
    const from = cursorParam(q, compat, START_DESC);
    const userId = await accountId(c);
    const page = cutPage(store.bookmarks.page(userId, from, rowsToRead(limit, compat)), limit, compat, byTime);
    const casts = store.casts.byHashes(page.items.map((row) => row.cast_hash));
    const items = page.items.flatMap((row) => {
      const cast = casts.get(row.cast_hash);
      return cast ? [{ cast, child: null }] : [];
    });
    return c.json(listBody(deps, 'casts', await records.casts(c, withoutBlocked(store, userId, items)), page.next));
  });

  app.put(`${BOOKMARKS_PATH}/:castHash`, async (c) => {
    const hash = castHash(c);
    const userId = await accountId(c);
    if (!store.casts.byHash(hash)) throw new NotFoundError(`No cast ${hash}`);
    if (!store.bookmarks.has(userId, hash) && store.bookmarks.count(userId) >= MAX_BOOKMARKS) {
      throw new ConflictError(`At most ${MAX_BOOKMARKS.toLocaleString('en')} bookmarks per account: remove some to add more`);
    }
    store.bookmarks.add(userId, hash, Date.now());
    return c.json({ result: { castHash: hash, bookmarked: true }, source: 'v2' });
  });

  app.delete(`${BOOKMARKS_PATH}/:castHash`, async (c) => {
    const hash = castHash(c);
    store.bookmarks.remove(await accountId(c), hash);
    return c.json({ result: { castHash: hash, bookmarked: false }, source: 'v2' });
  });
}
