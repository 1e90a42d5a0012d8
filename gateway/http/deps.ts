import type { Context } from 'hono';
import type { AppSigner } from '../auth/signerRequests';
import type { Compat } from '../auth/signIn';
import type { TokenIssuer } from '../auth/tokens';
import type { GatewayChain } from '../chain/chainSetup';
import type { DeliveryWorker } from '../delivery/deliveryWorker';
import type { GaslessSigners } from '../delivery/gaslessSigners';
import type { FarcasterRegistry } from '../l1/registry';
import type { GatewayMetrics } from '../metrics/gatewayMetrics';
import type { FeedFollower } from '../network/feedFollower';
import type { NetworkReader } from '../network/networkReader';
import type { MediaServices } from './mediaServices';
import type { Readiness } from './readiness';
import { farquestPresenter } from '../present/farquestShapes';
import type { Presenter } from '../present/presenter';
import { specPresenter } from '../present/specShapes';
import type { Store } from '../store/store';
import type { SignedKeyRequestVerifier } from '../../src/farcaster/signedKeyRequest';

/** Sign in with Farcaster: the AuthKit relay the app is pointed at, and the sites (`host[:port]`, lowercase) sign-ins may name. */
export interface FarcasterSignInSettings {
  relayUrl: string;
  domains: ReadonlySet<string>;
}

/**
 * Key requests the app account signs for people who approve a key in the Farcaster app (`--app-fid`),
 * the client API the app sends them to, how long each stays valid, and the validator it is signed for.
 */
export interface SignerRequestSettings {
  app: AppSigner;
  clientApiUrl: string;
  ttlSeconds: number;
  verifier: SignedKeyRequestVerifier;
}

export interface GatewayDeps {
  store: Store;
  registry: FarcasterRegistry;
  tokens: TokenIssuer;
  compat: Compat;
  apiKeys: ReadonlySet<string>;
  rateLimit: 'off' | 'farquest';
  /** The chain the registry reads, when it reads one. */
  chain: GatewayChain | null;
  /** Origin of every absolute URL the gateway writes (`--public-url`, default the listening address). */
  publicUrl: () => string;
  media: MediaServices;
  /** Delivery of accepted L1 messages to a Farcaster node (`--hub-url`), when one is named. */
  delivery: DeliveryWorker | null;
  /** Reads of FIDs the gateway holds nothing about, from that node (spec mode with `--hub-url`). */
  network: NetworkReader | null;
  /** The Following feeds of people signed in with their FID, kept from that node's events (with `network`). */
  followingFeed: FeedFollower | null;
  farcasterSignIn: FarcasterSignInSettings;
  /** Keys added without gas (KEY_ADD messages) through that node; absent or null without one. */
  gaslessSigners?: GaslessSigners | null;
  /** Null when the gateway has no app account. */
  signerRequests: SignerRequestSettings | null;
  /** Requests, writes, the read cache and rate limits are counted here (`--metrics-port`). */
  metrics: GatewayMetrics;
  /** What `/readyz` answers, and whether the process is shutting down. */
  readiness: Readiness;
}

declare module 'hono' {
  interface ContextVariableMap {
    publicUrl: string;
    /** The request's id: the client's `X-Request-Id` when well-formed, else a new one. */
    requestId: string;
  }
}

export const presenterFor = (compat: Compat): Presenter => (compat === 'farquest' ? farquestPresenter : specPresenter);

export function bearer(c: Context): string | null {
  const header = c.req.header('Authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1]! : null;
}

const viewers = new WeakMap<Context, Promise<number | null>>();

async function lookUpViewer(c: Context, deps: GatewayDeps): Promise<number | null> {
  const token = bearer(c);
  if (!token) return null;
  const identity = await deps.tokens.verify(token).catch(() => null);
  return identity ? ((await deps.store.users.idOf(identity.fid)) ?? null) : null;
}

/**
 * Reads never need a token; a missing, bad or expired one makes the request anonymous. Looked up once
 * per request however many parts of the answer ask (the blocks filter, the records).
 */
export function viewerId(c: Context, deps: GatewayDeps): Promise<number | null> {
  let viewer = viewers.get(c);
  if (!viewer) {
    viewer = lookUpViewer(c, deps);
    viewers.set(c, viewer);
  }
  return viewer;
}

/** The configured public origin; never the request's Host header, which the caller chooses. */
export const origin = (c: Context): string => c.get('publicUrl');
