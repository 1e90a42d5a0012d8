import { Hono } from 'hono';
import { farcasterSignIn } from '../auth/farcasterSignIn';
import { adoptNetworkProfile } from '../network/adoptProfile';
import { jsonObject } from './body';
import type { FarcasterSignInSettings, GatewayDeps } from './deps';

/** Sign in with Farcaster, beside the specification's sign-in (`/auth/v2/authenticate`). */
export const FARCASTER_SIGN_IN_PATH = '/castline/v1/farcaster-sign-in';

/**
 * Where the app opens its Sign in with Farcaster channels, and the sites this gateway accepts sign-ins
 * for. Public like the chain route: it holds nothing but the gateway's settings.
 */
export function farcasterSignInSettingsRoutes({ relayUrl, domains }: FarcasterSignInSettings): Hono {
  const app = new Hono();
  app.get(FARCASTER_SIGN_IN_PATH, (c) => c.json({ relayUrl, domains: [...domains], source: 'v2' }));
  return app;
}

/** A nonce for the app's channel, then the signed message in exchange for an access token; the same answers in both modes. */
export function farcasterSignInRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const signIn = farcasterSignIn({
    store: deps.store,
    registry: deps.registry,
    tokens: deps.tokens,
    ...deps.farcasterSignIn,
    chainUrl: deps.chain?.rpcUrl ?? null,
  });

  app.post(`${FARCASTER_SIGN_IN_PATH}/nonce`, async (c) => c.json({ ...(await signIn.issueNonce()), source: 'v2' }));

  app.post(FARCASTER_SIGN_IN_PATH, async (c) => {
    const body = await jsonObject(c);
    const { accessToken, fid, authMethod, account } = await signIn.signIn({ message: body.message, signature: body.signature });
    // As the specification's FID sign-in does: the profile from the network, the Following feed read in the background.
    if (deps.network) await adoptNetworkProfile(deps.store, deps.network, account);
    if (deps.followingFeed) void deps.followingFeed.backfill(fid).catch(() => {});
    const user = (await deps.store.users.byFid(String(fid))) ?? account;
    return c.json({ accessToken, fid, username: user.username, authMethod, source: 'v2' });
  });
  return app;
}
