import { Hono } from 'hono';
import { cancelScheduled, scheduleCast } from '../messages/schedule';
import type { ScheduledRow } from '../store/scheduledCasts';
import { jsonObject } from './body';
import { presenterFor, type GatewayDeps } from './deps';
import { hashParam, validPath } from './params';
import { signedIn } from './signedIn';

export const SCHEDULED_PATH = '/castline/v1/scheduled';

const record = (row: ScheduledRow) => ({
  hash: row.hash,
  text: row.text,
  publishAt: row.publish_at,
  scheduledAt: row.created_at,
  failure: row.failure,
  retry: row.retry_reason === null ? null : { at: row.lease_until, reason: row.retry_reason },
});

/**
 * Scheduled casts, Castline's own routes: the browser signs a cast dated at its time and the gateway
 * keeps it until then. Private to the signed-in account: the list is its own, and cancelling another
 * account's cast finds nothing.
 */
export function scheduleRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const present = presenterFor(deps.compat);
  const auth = signedIn(deps);
  const castHash = validPath((param) => hashParam(param, 'castHash'));

  app.post(SCHEDULED_PATH, auth, async (c) => {
    const outcome = await scheduleCast(deps.store, deps.registry, c.get('identity'), await jsonObject(c), (accepted) => present.message(accepted), {
      outbox: deps.delivery !== null,
    });
    if ('published' in outcome) {
      deps.delivery?.nudge();
      return c.json({ result: { published: outcome.published }, source: 'v2' });
    }
    return c.json({ result: { scheduled: record(outcome.scheduled) }, source: 'v2' }, 201);
  });

  app.get(SCHEDULED_PATH, auth, async (c) => c.json({ result: { scheduled: (await deps.store.scheduled.of(c.get('identity').fid)).map(record) }, source: 'v2' }));

  app.delete(`${SCHEDULED_PATH}/:castHash`, castHash, auth, async (c) => {
    const hash = c.req.valid('param');
    await cancelScheduled(deps.store, c.get('identity').fid, hash);
    return c.json({ result: { hash, cancelled: true }, source: 'v2' });
  });
  return app;
}
