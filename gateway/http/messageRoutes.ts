import type { Hono } from 'hono';
import { submitMessage } from '../messages/submit';
import { jsonObject } from './body';
import { presenterFor, requireIdentity, type GatewayDeps } from './deps';

export function mountMessageRoutes(app: Hono, deps: GatewayDeps): void {
  const present = presenterFor(deps.compat);
  app.post('/farcaster/v2/message', async (c) => {
    const identity = await requireIdentity(c, deps);
    const body = await jsonObject(c);
    const text = await submitMessage(deps.store, deps.registry, identity, body, (accepted) =>
      JSON.stringify({ result: present.message(accepted), source: 'v2' }),
    );
    return c.body(text, 200, { 'Content-Type': 'application/json' });
  });
}
