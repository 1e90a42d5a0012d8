import { castlineRoute, castlineRouteOrNull, unexpectedAnswer as unexpected, type CastlineRouteOptions } from './castlineRoute';
import type { GatewayConfig } from './gateway';

/**
 * Sign in with Farcaster (FIP-11) at a Castline gateway (`/castline/v1/farcaster-sign-in`, both modes):
 * where to open the channel, a nonce for it, and the signed message in exchange for an access token.
 * Kept beside the gateway client rather than in it: only the sign-in dialog asks, and only on demand.
 */
export const FARCASTER_SIGN_IN_PATH = '/castline/v1/farcaster-sign-in';

export interface FarcasterSignInSettings {
  /** The AuthKit relay the app opens its channel on. */
  relayUrl: string;
  /** The sites the gateway accepts sign-ins for (`host[:port]`). */
  domains: string[];
}

export interface FarcasterNonce {
  nonce: string;
  /** ISO 8601: the nonce is good until then (10 minutes), once. */
  expiresAt: string;
}

export interface FarcasterSignInAnswer {
  accessToken: string;
  fid: number;
  username: string | null;
}

export interface FarcasterSignInCalls {
  /** Null where the gateway has no such route (the public service answers 404). */
  settings(): Promise<FarcasterSignInSettings | null>;
  nonce(): Promise<FarcasterNonce>;
  /** The message and signature exactly as the relay's completed status carries them. */
  signIn(input: { message: string; signature: string }): Promise<FarcasterSignInAnswer>;
}

export function farcasterSignInCalls(config: GatewayConfig, options: CastlineRouteOptions = {}): FarcasterSignInCalls {
  return {
    async settings() {
      const body = await castlineRouteOrNull(config, options, FARCASTER_SIGN_IN_PATH);
      if (!body) return null;
      const { relayUrl, domains } = body;
      if (typeof relayUrl !== 'string' || !/^https?:\/\//.test(relayUrl)) throw unexpected('Farcaster sign-in', 'relayUrl is not an http(s) address');
      return { relayUrl: relayUrl.replace(/\/+$/, ''), domains: Array.isArray(domains) ? domains.filter((d): d is string => typeof d === 'string') : [] };
    },
    async nonce() {
      const body = await castlineRoute(config, options, { method: 'POST', path: `${FARCASTER_SIGN_IN_PATH}/nonce`, body: {} });
      if (typeof body.nonce !== 'string' || typeof body.expiresAt !== 'string') throw unexpected('Farcaster sign-in nonce', 'nonce or expiresAt missing');
      return { nonce: body.nonce, expiresAt: body.expiresAt };
    },
    async signIn(input) {
      const body = await castlineRoute(config, options, { method: 'POST', path: FARCASTER_SIGN_IN_PATH, body: input });
      if (typeof body.accessToken !== 'string' || body.accessToken === '' || typeof body.fid !== 'number') {
        throw unexpected('Farcaster sign-in', 'accessToken or fid missing');
      }
      return { accessToken: body.accessToken, fid: body.fid, username: typeof body.username === 'string' ? body.username : null };
    },
  };
}
