import { Hono } from 'hono';
import { ConflictError, InvalidInputError, NotFoundError } from '../domainErrors';
import { MAX_CHANNEL_FOLLOWS, type FollowedChannelRow } from '../store/channelFollows';
import { START_DESC } from '../store/cursor';
import { jsonObject } from './body';
import { listBody } from './castRecords';
import { channelRecord } from './channelRoutes';
import type { GatewayDeps } from './deps';
import { cutPage, rowsToRead } from './paging';
import { pageParams, textParam, validPath, validQuery } from './params';
import { signedIn, type SignedInContext } from './signedIn';

export const CHANNEL_FOLLOWS_PATH = '/castline/v1/channel-follows';

const byFollowTime = (row: FollowedChannelRow) => ({ ts: row.followed_at, id: row.rowid_ });

/**
 * The channels the signed-in account follows, Castline's own routes: private to the account (every route
 * needs its token, and none takes another account's FID), like bookmarks. The app names a channel by its
 * id; the gateway keeps its parent URL, as casts and a future protocol message name it, so the storage
 * can change without the routes changing. Parameters are checked before the token.
 */
export function channelFollowRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const { store, compat } = deps;
  const auth = signedIn(deps);

  const accountId = async (c: SignedInContext): Promise<number> => {
    const user = await store.users.byFid(c.get('identity').fid);
    if (!user) throw new NotFoundError('This account has no profile on this gateway yet');
    return user.id;
  };
  const channelOf = async (id: string) => {
    const channel = await store.channels.byKey(id);
    if (!channel || channel.id !== id) throw new NotFoundError(`No channel /${id} on this gateway`);
    return channel;
  };
  const channelPath = validPath((param) => textParam(param, 'channelId', 64));
  const pageQuery = validQuery((q) => pageParams(q, compat, { fallback: 25, max: 100 }, START_DESC));

  app.get(CHANNEL_FOLLOWS_PATH, pageQuery, auth, async (c) => {
    const { limit, from } = c.req.valid('query');
    const page = cutPage(await store.channelFollows.page(await accountId(c), from, rowsToRead(limit, compat)), limit, compat, byFollowTime);
    const followed = new Set(page.items.map((row) => row.parent_url));
    const channels = page.items.map((row) => ({
      ...channelRecord(c, row, followed),
      followedAt: row.followed_at,
      seenAt: row.seen_at,
      unseenCount: row.unseen_count,
    }));
    return c.json(listBody(deps, 'channels', channels, page.next));
  });

  app.post(CHANNEL_FOLLOWS_PATH, auth, async (c) => {
    const { channelId } = await jsonObject(c);
    if (typeof channelId !== 'string' || channelId === '' || channelId.length > 64) {
      throw new InvalidInputError('channelId must be a channel id of at most 64 characters');
    }
    const userId = await accountId(c);
    const channel = await channelOf(channelId);
    // Counted and added in one transaction, so requests at once cannot pass the limit together.
    await store.db.transaction(async () => {
      const following = await store.channelFollows.following(userId, [channel.parent_url]);
      if (following.size === 0 && (await store.channelFollows.count(userId)) >= MAX_CHANNEL_FOLLOWS) {
        throw new ConflictError(`At most ${MAX_CHANNEL_FOLLOWS.toLocaleString('en')} channels per account: leave some to follow more`);
      }
      await store.channelFollows.follow(userId, channel.parent_url, Date.now());
    });
    return c.json({ result: { channelId, following: true }, source: 'v2' });
  });

  app.delete(`${CHANNEL_FOLLOWS_PATH}/:channelId`, channelPath, auth, async (c) => {
    const channelId = c.req.valid('param');
    const channel = await channelOf(channelId);
    await store.channelFollows.unfollow(await accountId(c), channel.parent_url);
    return c.json({ result: { channelId, following: false }, source: 'v2' });
  });

  /** The account looked at the channel now: its unseen count starts again from zero. */
  app.post(`${CHANNEL_FOLLOWS_PATH}/:channelId/seen`, channelPath, auth, async (c) => {
    const channelId = c.req.valid('param');
    const channel = await channelOf(channelId);
    const seenAt = Date.now();
    if (!(await store.channelFollows.markSeen(await accountId(c), channel.parent_url, seenAt))) {
      throw new NotFoundError(`This account does not follow /${channelId}`);
    }
    return c.json({ result: { channelId, seenAt }, source: 'v2' });
  });
  return app;
}
