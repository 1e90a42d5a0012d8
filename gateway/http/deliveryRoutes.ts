import { Hono } from 'hono';
import { plainReason } from '../delivery/nodeAnswers';
import { NotFoundError } from '../domainErrors';
import type { GatewayDeps } from './deps';
import { hashParam, validPath } from './params';
import { signedIn } from './signedIn';

export const DELIVERIES_PATH = '/castline/v1/deliveries';

/**
 * Where an accepted L1 message stands on its way to the Farcaster node (`--hub-url`): waiting (not yet
 * read back from the node), delivered, or refused with the node's words (plain text, at most 300
 * characters, whatever an older gateway stored). Only its author may ask; another
 * account's message is answered as unknown. Mounted only when the gateway delivers to a node.
 */
export function deliveryRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const hash = validPath((param) => hashParam(param, 'hash'));
  app.get(`${DELIVERIES_PATH}/:hash`, hash, signedIn(deps), async (c) => {
    const status = await deps.store.outbox.status(c.req.valid('param'));
    if (!status || status.fid !== c.get('identity').fid) throw new NotFoundError('No message of yours with this hash is on its way to Farcaster');
    const state = status.state === 'admitted' ? 'waiting' : status.state;
    return c.json({
      result: {
        hash: status.hash,
        state,
        ...(state === 'refused' ? { reason: plainReason(status.reason ?? '') } : {}),
        acceptedAt: new Date(status.acceptedAt).toISOString(),
        ...(status.deliveredAt !== null ? { deliveredAt: new Date(status.deliveredAt).toISOString() } : {}),
      },
      source: 'v2',
    });
  });
  return app;
}
