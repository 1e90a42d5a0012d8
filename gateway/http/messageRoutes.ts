import { Hono } from 'hono';
import { submitMessage } from '../messages/submit';
import { jsonObject } from './body';
import { presenterFor, type GatewayDeps } from './deps';
import { signedIn } from './signedIn';

export function messageRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const present = presenterFor(deps.compat);
  app.post('/farcaster/v2/message', signedIn(deps), async (c) => {
    const identity = c.get('identity');
    const body = await jsonObject(c);
    const text = await submitMessage(deps.store, deps.registry, identity, body, (accepted) =>
      JSON.stringify({ result: present.message(accepted), source: 'v2' }), { outbox: deps.delivery !== null },
    );
    deps.delivery?.nudge();
    return c.body(text, 200, { 'Content-Type': 'application/json' });
  });
  return app;
}
