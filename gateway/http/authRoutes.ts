import { type Context, Hono } from 'hono';
import { isAddress, isHex } from 'viem';
import { authenticate, signInMessage } from '../auth/signIn';
import { InvalidInputError } from '../domainErrors';
import { adoptNetworkProfile } from '../network/adoptProfile';
import { jsonObject } from './body';
import { bearer, type GatewayDeps } from './deps';
import { validQuery } from './params';
import { missingToken } from './signedIn';

/** Castline's sign-out: ends the bearer token at every process on this database. */
export const SIGN_OUT_PATH = '/castline/v1/sign-out';

function addressOf(value: unknown, name: string): `0x${string}` {
  if (typeof value !== 'string' || !isAddress(value)) throw new InvalidInputError(`${name} is invalid: expected an Ethereum address`);
  return value;
}

function chainIdOf(value: unknown): number {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) throw new InvalidInputError('chainId is invalid: expected a positive integer');
  return n;
}

export function authRoutes(deps: GatewayDeps): Hono {
  const app = new Hono();
  const farquest = deps.compat === 'farquest';

  const signInQuery = validQuery((q) => {
    const address = addressOf(q('address'), 'address');
    if (chainIdOf(q('chainId')) !== 1 && farquest) throw new InvalidInputError('chainId must be 1');
    return address;
  });
  app.get('/auth/v1/get-account-signin-message', signInQuery, async (c) => {
    const address = c.req.valid('query');
    const signature = await signInMessage(deps, address);
    return farquest
      ? c.json({ code: '201', success: true, message: 'Success', signature }, 201)
      : c.json({ signature, source: 'v2' });
  });

  const authenticateRoute = async (c: Context) => {
    const body = await jsonObject(c);
    const address = addressOf(body.address, 'address');
    chainIdOf(body.chainId);
    if (typeof body.signature !== 'string' || !isHex(body.signature) || body.signature.length !== 132) {
      throw new InvalidInputError('signature is invalid: expected a 65-byte 0x hex wallet signature');
    }
    // far.quest compares `type` case-sensitively and treats anything but FID as signature mode.
    if (!farquest && !['FID', 'SIGNATURE', 'signature'].includes(body.type as string)) {
      throw new InvalidInputError('type must be FID or SIGNATURE');
    }
    const fidMode = body.type === 'FID';
    let signerKey: `0x${string}` | null = null;
    if (fidMode) {
      if (typeof body.id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(body.id)) {
        throw new InvalidInputError('id is required in FID mode: the Ed25519 signer public key as 0x hex (32 bytes)');
      }
      signerKey = body.id.toLowerCase() as `0x${string}`;
    }
    const result = await authenticate(deps, { signature: body.signature, address, fidMode, signerKey });
    if (fidMode && deps.network) await adoptNetworkProfile(deps.store, deps.network, result.account);
    // Whom the person follows on the network and their latest casts: read while the app starts, in the background.
    if (fidMode && deps.followingFeed) void deps.followingFeed.backfill(Number(result.identity.fid)).catch(() => {});
    if (!farquest) return c.json({ accessToken: result.accessToken, source: 'v2' });
    const account = { _id: result.identity.fid, address: address.toLowerCase(), username: result.account.username };
    return c.json({ code: '201', success: true, message: 'Success', account, accessToken: result.accessToken }, 201);
  };
  app.post('/auth/v2/authenticate', authenticateRoute);
  app.post('/auth/v1/authenticate', authenticateRoute);

  app.post(SIGN_OUT_PATH, async (c) => {
    const token = bearer(c);
    if (!token) throw missingToken(deps.compat);
    await deps.tokens.revoke(token);
    return c.json({ signedOut: true, source: 'v2' });
  });
  return app;
}
