import { Hono } from 'hono';
import { withoutBlockedUsers } from './blockFilter';
import { recordMaker } from './castRecords';
import { viewerId, type GatewayDeps } from './deps';
import { limitParam, validQuery } from './params';

export const SUGGESTED_USERS_PATH = '/castline/v1/suggested-users';

/**
 * People to follow, Castline's own route: the most followed accounts the reader does not follow yet,
 * never the reader nor anyone they blocked. Channels to join come from the channel directory.
 */
export function suggestionRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const records = recordMaker(deps);
  const limitQuery = validQuery((q) => limitParam(q, 10, 50));
  app.get(SUGGESTED_USERS_PATH, limitQuery, async (c) => {
    const limit = c.req.valid('query');
    const viewer = await viewerId(c, deps);
    const rows = await withoutBlockedUsers(deps.store, viewer, await deps.store.users.suggestedFor(viewer ?? 0, limit));
    return c.json({ result: { users: await records.users(c, rows) }, source: 'v2' });
  });
  return app;
}
