import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ChainProblem, type KeyRequestChain } from './keyRequestChain';
import { KeyRequestRefused, keyRequestBody, type KeyRequestStore, keyRequestView } from './keyRequests';

/**
 * The signed key request routes of Farcaster's client API (`api.farcaster.xyz`), as an app calls them
 * from a browser page: `POST /v2/signed-key-requests` (the app's request, checked against the chain)
 * and `GET /v2/signed-key-request?token=…` (its state). Answers are `{result}` or `{errors: [{message}]}`.
 */

/** Largest body taken: a request is a few hundred bytes. */
export const MAX_API_BODY_BYTES = 16 * 1024;

export interface ClientApiDeps {
  store: KeyRequestStore;
  /** The chain requests are checked against; null when the stand-in was given none. */
  chain: (() => Promise<KeyRequestChain>) | null;
  nowSeconds: () => number;
}

const errors = (c: Context, message: string, status: ContentfulStatusCode) => c.json({ errors: [{ message }] }, status);

export function clientApi({ store, chain, nowSeconds }: ClientApiDeps): Hono {
  const api = new Hono();
  api.use('/v2/*', cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'], allowHeaders: ['Content-Type'] }));
  api.use('/v2/*', bodyLimit({ maxSize: MAX_API_BODY_BYTES, onError: (c) => errors(c, `The body is larger than ${MAX_API_BODY_BYTES / 1024} KiB.`, 413) }));
  api.onError((error, c) => {
    if (error instanceof KeyRequestRefused) return errors(c, error.message, 400);
    if (error instanceof ChainProblem) return errors(c, error.message, 502);
    throw error;
  });

  api.post('/v2/signed-key-requests', async (c) => {
    const body = keyRequestBody(await c.req.json().catch(() => null), nowSeconds());
    if (!chain) return errors(c, 'This Farcaster app stand-in has no chain to check requests against: start it with --chain-url and --key-gateway.', 503);
    const connected = await chain();
    const custody = await connected.custodyOf(body.requestFid);
    if (!custody) throw new KeyRequestRefused(`FID ${body.requestFid} is not registered on chain ${connected.chainId}, so it cannot ask for keys.`);
    if (!(await connected.validates(body, custody))) {
      throw new KeyRequestRefused(
        `The signature is not a SignedKeyRequest signed by the custody of FID ${body.requestFid} (${custody}) for this key and deadline, in the domain of chain ${connected.chainId}'s SignedKeyRequestValidator ${connected.validator}.`,
      );
    }
    const request = store.add({ ...body, requestSigner: custody });
    return c.json({ result: { signedKeyRequest: { ...keyRequestView(request, new URL(c.req.url).origin), isSponsored: false } } });
  });

  api.get('/v2/signed-key-request', (c) => {
    const token = c.req.query('token');
    if (!token) throw new KeyRequestRefused('Name the request: ?token=… as POST /v2/signed-key-requests answered it.');
    const request = store.get(token);
    if (!request) return errors(c, 'No signed key request has this token: its deadline passed, or this stand-in no longer keeps it.', 404);
    return c.json({ result: { signedKeyRequest: keyRequestView(request, new URL(c.req.url).origin) } });
  });
  return api;
}
