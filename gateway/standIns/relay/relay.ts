import { randomBytes, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { generateSiweNonce, parseSiweMessage } from 'viem/siwe';
import { serveStandIn, type RunningStandIn } from '../serve';
import { type AuthenticateRequest, authenticateRequest, type ChannelRequest, channelRequest, ValidationError } from './relayRequests';

/**
 * A stand-in for Farcaster's AuthKit relay (`relay.farcaster.xyz`), with the public HTTP API of the
 * relay in farcasterxyz/auth-monorepo (apps/relay): an app opens a channel (`POST /v1/channel`), shows
 * its link, and polls `GET /v1/channel/status` with the channel token; the Farcaster app reads the same
 * status for the message's fields and, once the person approves, posts the signed message to
 * `POST /v1/channel/authenticate` with the relay's auth key. The first status read after that answers
 * 200 with the message and closes the channel. Channels live an hour (the relay's CHANNEL_TTL), in
 * memory. The real relay has no way to refuse a sign-in: a refused one stays pending until it expires.
 */

/** Farcaster's sign-in page, which the real relay's links open (its URL_BASE). */
export const FARCASTER_APPROVAL_URL = 'https://farcaster.xyz/~/siwf';
/** The key the Farcaster app stand-in sends by default; a relay others can reach should be given its own. */
export const DEV_RELAY_AUTH_KEY = 'castline-dev-relay-key';
/** The relay's CHANNEL_TTL: 3,600 s. */
export const CHANNEL_TTL_MS = 3_600_000;
/** Open channels kept at once; past it a new channel is refused (503) until some expire. */
export const MAX_CHANNELS = 10_000;
/** Largest request body taken; a sign-in message and its signature fit many times over. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Domains a channel may not name: the relay's own list of phishing targets. */
const RESTRICTED_DOMAINS = ['farcaster.xyz'];
const TOKEN_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const TOKEN_LENGTH = 8;

export interface RelayOptions {
  /** Where a channel's link points, before `?channelToken=`: Farcaster's page by default, or the approval page stand-in. */
  approvalUrl?: string;
  /** The key `POST /v1/channel/authenticate` must carry (`X-Farcaster-Auth-Relay-Key`). */
  authKey?: string;
  channelTtlMs?: number;
  maxChannels?: number;
  now?: () => number;
}

/** A channel as the relay keeps it: what `status` answers, with its link and when it expires. */
interface Channel {
  state: 'pending' | 'completed';
  nonce: string;
  url: string;
  connectUri: string;
  signatureParams: ChannelRequest & { nonce: string };
  metadata: { ip: string; userAgent: string };
  acceptAuthAddress: boolean;
  completion?: AuthenticateRequest & { authMethod: 'custody' | 'authAddress'; custody?: string; verifications: string[] };
  expiresAt: number;
}

function channelToken(): string {
  return [...randomBytes(TOKEN_LENGTH)].map((byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join('');
}

function sameKey(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const bearerToken = (c: Context) => /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1] ?? null;

/**
 * Who signed in, as the relay reports it: the real relay reads the FID's custody address from OP
 * Mainnet's IdRegistry and its verified addresses from a hub; the stand-in reads no chain, and reports
 * the message's own address as the custody for a custody sign-in, and no verified addresses.
 */
function reportedCustody(request: AuthenticateRequest): string | undefined {
  if ((request.authMethod ?? 'custody') !== 'custody') return undefined;
  return parseSiweMessage(request.message).address?.toLowerCase();
}

export function relayApp(options: RelayOptions = {}): Hono {
  const approvalUrl = options.approvalUrl ?? FARCASTER_APPROVAL_URL;
  const authKey = options.authKey ?? DEV_RELAY_AUTH_KEY;
  const ttl = options.channelTtlMs ?? CHANNEL_TTL_MS;
  const maxChannels = options.maxChannels ?? MAX_CHANNELS;
  const now = options.now ?? Date.now;
  // In the order they were opened, which, with one lifetime for all, is the order they expire in.
  const channels = new Map<string, Channel>();

  function dropExpired(): void {
    for (const [token, channel] of channels) {
      if (channel.expiresAt > now()) return;
      channels.delete(token);
    }
  }

  function liveChannel(token: string | null): Channel | null {
    const channel = token === null ? undefined : channels.get(token);
    if (!channel || channel.expiresAt <= now()) return null;
    return channel;
  }

  /** What `status` and `authenticate` answer: the channel without its expiry (and, for status, without its link). */
  function answer(channel: Channel, withLink: boolean) {
    const { url, connectUri, expiresAt: _expiresAt, completion, ...rest } = channel;
    return { ...rest, ...completion, ...(withLink ? { url, connectUri } : {}) };
  }

  const unauthorized = (c: Context) => c.json({ error: 'Unauthorized' }, 401);

  const app = new Hono();
  app.use(
    '*',
    cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'], allowHeaders: ['Content-Type', 'Authorization', 'X-Farcaster-Auth-Relay-Key', 'X-Farcaster-Connect-Auth-Key'] }),
  );
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: `Request body is larger than ${MAX_BODY_BYTES / 1024} KiB` }, 413) }));
  app.onError((error, c) => {
    if (error instanceof ValidationError) return c.json({ error: 'Validation error', message: error.message }, 400);
    return c.json({ error: error.message }, 500);
  });
  const jsonBody = (c: Context) => c.req.json().catch(() => {
    throw new ValidationError('body must be object');
  });

  app.get('/healthcheck', (c) => c.json({ status: 'OK' }));

  app.post('/v1/channel', async (c) => {
    const request = channelRequest(await jsonBody(c));
    if (RESTRICTED_DOMAINS.some((domain) => request.domain.includes(domain))) return c.json({ error: 'Domain not allowed' }, 400);
    dropExpired();
    if (channels.size >= maxChannels) return c.json({ error: `Too many open channels (${maxChannels}): try again once some expire` }, 503);
    let token = channelToken();
    while (channels.has(token)) token = channelToken();
    const nonce = request.nonce ?? generateSiweNonce();
    const url = `${approvalUrl}?${new URLSearchParams({ channelToken: token })}`;
    channels.set(token, {
      state: 'pending',
      nonce,
      url,
      connectUri: url,
      signatureParams: { ...request, nonce },
      metadata: { ip: getConnInfo(c).remote.address ?? 'unknown', userAgent: c.req.header('User-Agent') ?? 'Unknown' },
      acceptAuthAddress: request.acceptAuthAddress ?? true,
      expiresAt: now() + ttl,
    });
    return c.json({ channelToken: token, url, connectUri: url, nonce }, 201);
  });

  app.get('/v1/channel/status', (c) => {
    const token = bearerToken(c);
    const channel = liveChannel(token);
    if (!channel) return unauthorized(c);
    if (channel.state === 'pending') return c.json(answer(channel, false), 202);
    channels.delete(token!);
    return c.json(answer(channel, false), 200);
  });

  app.post('/v1/channel/authenticate', async (c) => {
    const request = authenticateRequest(await jsonBody(c));
    const token = bearerToken(c);
    if (token === null) return unauthorized(c);
    if (!sameKey(c.req.header('X-Farcaster-Auth-Relay-Key') ?? c.req.header('X-Farcaster-Connect-Auth-Key'), authKey)) return unauthorized(c);
    const channel = liveChannel(token);
    if (!channel) return unauthorized(c);
    channel.state = 'completed';
    channel.completion = { ...request, authMethod: request.authMethod ?? 'custody', custody: reportedCustody(request), verifications: [] };
    return c.json(answer(channel, true), 201);
  });

  app.notFound((c) => c.json({ error: `No route ${c.req.method} ${c.req.path}` }, 404));
  return app;
}

export interface RelayServeOptions extends RelayOptions {
  port?: number;
  host?: string;
}

export function startRelay(options: RelayServeOptions = {}): Promise<RunningStandIn> {
  return serveStandIn(relayApp(options), options);
}
