import { Hono } from 'hono';
import { ConflictError, NotFoundError } from '../domainErrors';
import { MAX_BOOKMARKS, type BookmarkRow } from '../store/bookmarks';
import { START_DESC } from '../store/cursor';
import { withoutBlocked } from './blockFilter';
import { listBody, recordMaker } from './castRecords';
import type { GatewayDeps } from './deps';
import { rowsToRead, cutPage } from './paging';
import { hashParam, pageParams, validPath, validQuery } from './params';
import { signedIn, type SignedInContext } from './signedIn';

export const BOOKMARKS_PATH = '/castline/v1/bookmarks';

const byTime = (row: BookmarkRow) => ({ ts: row.timestamp, id: row.id });

/**
 * Bookmarks, Castline's own routes: private to the signed-in account (every route needs its token,
 * and none takes another account's FID), newest first, as casts in the shapes of the other lists.
 * Parameters are checked before the token, so a malformed one is a 400 signed in or not.
 */
export function bookmarkRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const { store, compat } = deps;
  const records = recordMaker(deps);
  const auth = signedIn(deps);

  const accountId = async (c: SignedInContext): Promise<number> => {
    const user = await store.users.byFid(c.get('identity').fid);
    if (!user) throw new NotFoundError('This account has no profile on this gateway yet');
    return user.id;
  };
  const castHash = validPath((param) => hashParam(param, 'castHash'));
  const pageQuery = validQuery((q) => pageParams(q, compat, { fallback: 25, max: 100 }, START_DESC));

  app.get(BOOKMARKS_PATH, pageQuery, auth, async (c) => {
    const { limit, from } = c.req.valid('query');
    const userId = await accountId(c);
    const page = cutPage(await store.bookmarks.page(userId, from, rowsToRead(limit, compat)), limit, compat, byTime);
    const casts = await store.casts.byHashes(page.items.map((row) => row.cast_hash));
    const items = page.items.flatMap((row) => {
      const cast = casts.get(row.cast_hash);
      return cast ? [{ cast, child: null }] : [];
    });
    return c.json(listBody(deps, 'casts', await records.casts(c, await withoutBlocked(store, userId, items)), page.next));
  });

  app.put(`${BOOKMARKS_PATH}/:castHash`, castHash, auth, async (c) => {
    const hash = c.req.valid('param');
    const userId = await accountId(c);
    if (!(await store.casts.byHash(hash))) throw new NotFoundError(`No cast ${hash}`);
    // Counted and added in one transaction, so requests at once cannot pass the limit together.
    await store.db.transaction(async () => {
      if (!(await store.bookmarks.has(userId, hash)) && (await store.bookmarks.count(userId)) >= MAX_BOOKMARKS) {
        throw new ConflictError(`At most ${MAX_BOOKMARKS.toLocaleString('en')} bookmarks per account: remove some to add more`);
      }
      await store.bookmarks.add(userId, hash, Date.now());
    });
    return c.json({ result: { castHash: hash, bookmarked: true }, source: 'v2' });
  });

  app.delete(`${BOOKMARKS_PATH}/:castHash`, castHash, auth, async (c) => {
    const hash = c.req.valid('param');
    await store.bookmarks.remove(await accountId(c), hash);
    return c.json({ result: { castHash: hash, bookmarked: false }, source: 'v2' });
  });
  return app;
}
