import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Compat } from '../auth/signIn';
import type { Identity } from '../auth/tokens';
import { UnauthenticatedError } from '../domainErrors';
import { bearer, type GatewayDeps } from './deps';

/** What a route behind `signedIn` finds in its context. */
export interface SignedInEnv {
  Variables: { identity: Identity };
}

export type SignedInContext = Context<SignedInEnv>;

/** A request without a bearer token: the specification's wording, or far.quest's bare `Unauthorized`. */
export const missingToken = (compat: Compat): UnauthenticatedError =>
  new UnauthenticatedError(compat === 'farquest' ? 'Unauthorized' : 'Missing or malformed bearer token');

/**
 * For routes that need a signed-in caller: verifies the bearer token and puts its identity in the
 * context. far.quest answers every bad token with the same `Unauthorized`; the specification says why.
 */
export function signedIn(deps: Pick<GatewayDeps, 'tokens' | 'compat'>) {
  const farquest = deps.compat === 'farquest';
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const token = bearer(c);
    if (!token) throw missingToken(deps.compat);
    const identity = await deps.tokens.verify(token).catch((error: unknown) => {
      throw farquest ? new UnauthenticatedError('Unauthorized') : error;
    });
    c.set('identity', identity);
    await next();
  });
}
