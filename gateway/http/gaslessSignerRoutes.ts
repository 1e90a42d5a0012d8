import { Hono } from 'hono';
import { InvalidInputError, NotFoundError } from '../domainErrors';
import type { GaslessSigners } from '../delivery/gaslessSigners';
import { checkKeyMessage } from '../messages/keyMessage';
import { jsonObject } from './body';
import type { GatewayDeps } from './deps';
import { validQuery } from './params';

export const GASLESS_SIGNERS_PATH = '/castline/v1/gasless-signers';

function fidQuery(query: (name: string) => string | undefined): number {
  const raw = query('fid') ?? '';
  const fid = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(fid)) throw new InvalidInputError('fid is required: a decimal FID');
  return fid;
}

/**
 * Keys added without gas (a KEY_ADD message, Snapchain's gasless signers), through the Farcaster node the
 * gateway delivers to: `GET ?fid=` lists the FID's signers and its nonce as the node has them, `POST` sends
 * a KEY_ADD or KEY_REMOVE (`{message}` in protobuf JSON form, `dataBytes` carrying the signed data) once it
 * holds on form, and answers when the node has taken it (to be read back with the `GET`) or, in words, why
 * not. No token: the custody's signature inside the message is the authority. Without `--hub-url`, a 404 in words.
 */
export function gaslessSignerRoutes(deps: Pick<GatewayDeps, 'gaslessSigners'>): Hono {
  const app = new Hono();
  const node = (): GaslessSigners => {
    if (!deps.gaslessSigners) {
      throw new NotFoundError('This gateway sends nothing to a Farcaster node (it was started without --hub-url), so keys cannot be added without gas through it');
    }
    return deps.gaslessSigners;
  };

  app.get(GASLESS_SIGNERS_PATH, validQuery(fidQuery), async (c) => {
    const signers = node();
    c.header('Cache-Control', 'no-store');
    return c.json({ result: await signers.list(c.req.valid('query')), source: 'v2' });
  });

  app.post(GASLESS_SIGNERS_PATH, async (c) => {
    const signers = node();
    const message = await checkKeyMessage((await jsonObject(c)).message);
    await signers.submit(message.bytes);
    return c.json({ result: { hash: message.hash, fid: message.fid, type: message.type, key: message.key, state: 'admitted' }, source: 'v2' });
  });
  return app;
}
