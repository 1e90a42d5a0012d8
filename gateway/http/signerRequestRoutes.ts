import { Hono } from 'hono';
import { requestedKey, signKeyRequest } from '../auth/signerRequests';
import { NotFoundError } from '../domainErrors';
import { jsonObject } from './body';
import type { GatewayDeps, SignerRequestSettings } from './deps';
import { signedIn } from './signedIn';

/** Key requests for the Farcaster app, signed by the gateway's app account; the same answers in both modes. */
export const SIGNER_REQUESTS_PATH = '/castline/v1/signer-requests';

const notConfigured = () =>
  new NotFoundError('This gateway has no app account to sign key requests: its operator starts it with --app-fid and the custody key in CASTLINE_APP_CUSTODY_KEY');

/** Which FID asks and where the app sends the request for approval. Public like the chain route: it holds nothing but settings. */
export function signerRequestSettingsRoutes(settings: SignerRequestSettings | null): Hono {
  const app = new Hono();
  app.get(SIGNER_REQUESTS_PATH, (c) => {
    if (!settings) throw notConfigured();
    return c.json({ appFid: settings.app.fid, clientApiUrl: settings.clientApiUrl, source: 'v2' });
  });
  return app;
}

/** A signed key request for the caller's new Ed25519 key, for any signed-in account. */
export function signerRequestRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const settings = deps.signerRequests;
  if (!settings) {
    app.post(SIGNER_REQUESTS_PATH, () => {
      throw notConfigured();
    });
    return app;
  }
  const { app: signer, verifier, ttlSeconds } = settings;
  app.post(SIGNER_REQUESTS_PATH, signedIn(deps), async (c) => {
    const key = requestedKey((await jsonObject(c)).key);
    return c.json({ ...(await signKeyRequest(signer, key, { verifier, ttlSeconds, now: Date.now() })), source: 'v2' });
  });
  return app;
}
