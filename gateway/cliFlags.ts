import { isAddress, type Address } from 'viem';
import { APP_CUSTODY_KEY_ENV, isCustodyKey, PUBLIC_CLIENT_API_URL, SIGNER_REQUEST_TTL_SECONDS, type AppAccount } from './auth/signerRequests';
import type { ChainSource, LocalChainSource, RpcChainSource } from './chain/chainSetup';
import { DEV_APP_FID, devAppCustodyKey } from './chain/devAccounts';
import { LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel } from './log';
import type { GatewayOptions } from './server';

/** The options of startGateway, except that the chain is only named here and the log described; main.ts connects and makes them. */
export interface GatewayFlags extends Omit<GatewayOptions, 'chain' | 'registry' | 'logger'> {
  chain?: ChainSource;
  /** Gateway processes sharing the port and the database (Node's cluster); default 1. */
  workers?: number;
  logLevel?: LogLevel;
  /** Default: text at a terminal, JSON lines otherwise. */
  logFormat?: LogFormat;
}

export const USAGE = `Usage: npm run gateway -- [flags]
  --port N                 port to listen on (default 8787; 0 = a free port)
  --host H                 address to bind (default 127.0.0.1)
  --db PATH|URL            SQLite file (default .data/gateway.sqlite; created if missing), or a
                           PostgreSQL URL: postgres://user[:password]@host[:port]/database
  --workers N              N gateway processes on one port and one database (default 1); a process
                           that dies is replaced
  --seed demo|none|scale:N data for an empty database (default demo)
  --compat spec|farquest   response shapes (default spec)
  --token-ttl SECONDS      access token lifetime (default 3600)
  --api-key KEY            accepted API key; repeatable (default dev-key)
  --rate-limit off|farquest per-IP limits of the public service (default off)
  --public-url URL         origin written into absolute URLs (default the listening address)
  --chain local            read FIDs and signers from a local chain started here (anvil on 127.0.0.1,
                           registries deployed, demo FIDs 1-10 and their signers registered)
  --chain-port N           port of that local chain (default: a free port)
  --chain-url URL          read FIDs and signers from this JSON-RPC endpoint instead, e.g.
                           https://mainnet.optimism.io (Farcaster's registries are the default there)
  --id-registry ADDR       IdRegistry address (required with --chain-url unless the chain is OP Mainnet)
  --key-registry ADDR      KeyRegistry address (idem)
  --key-gateway ADDR       KeyGateway address the app adds signers through (idem)
  --validator ADDR         SignedKeyRequestValidator address (idem)
  --hub-url URL            deliver every accepted L1 message to this Farcaster node's HTTP API, e.g.
                           http://127.0.0.1:3381 (a Snapchain node) or https://snapchain-api.neynar.com
  --hub-api-key KEY        sent to that node as x-api-key (hosted providers such as Neynar need one)
  --relay-url URL          the AuthKit relay the app opens Sign in with Farcaster channels on
                           (default https://relay.farcaster.xyz; npm run relay starts a stand-in)
  --siwf-domain HOST[:PORT] a site whose Sign in with Farcaster messages are accepted: the app's
                           host, e.g. castline.example or 127.0.0.1:5173; repeatable (default none:
                           every such sign-in is refused)
  --app-fid N              the app account: an FID you own, whose custody key signs the key requests
                           people approve in the Farcaster app to post from here. The key goes in the
                           environment variable ${APP_CUSTODY_KEY_ENV} (0x + 64 hex), never in a
                           flag. Default with --chain local: the development app account (FID 11)
  --client-api-url URL     the Farcaster client API the app sends those requests to for approval
                           (default ${PUBLIC_CLIENT_API_URL})
  --signer-request-ttl SECONDS how long a signed key request stays valid (default
                           ${SIGNER_REQUEST_TTL_SECONDS.default}, ${SIGNER_REQUEST_TTL_SECONDS.min}-${SIGNER_REQUEST_TTL_SECONDS.max})
  --unfurl-private         let link previews fetch loopback and private addresses (development and
                           tests only; never on a server others can reach)
  --log-level LEVEL        fatal, error, warn, info (default), debug (adds the probes' requests),
                           trace or silent
  --log-format json|text   one JSON object a line, or the lines' words for a person (default: text
                           at a terminal, JSON otherwise)
  --metrics-port N         serve Prometheus metrics at http://127.0.0.1:N/metrics (default: not
                           served; 0 = a free port); with --workers, of every worker added up
  --metrics-host H         address the metrics are served on (default 127.0.0.1)
  --ready-max-backlog N    /readyz answers 503 while more than N messages wait to be delivered to
                           the Farcaster node (default: no limit)
  --ready-max-event-lag-seconds N  /readyz answers 503 while the node's events of a shard were last
                           read to their end more than N seconds ago (default: no limit)
  --shutdown-delay SECONDS keep serving this long after SIGTERM with /readyz answering 503, so
                           load balancers stop sending requests first (default 0)`;

export class FlagError extends Error {}

function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new FlagError(`${flag} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function integer(flag: string, value: string, min: number, max: number): number {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(n >= min && n <= max)) throw new FlagError(`${flag} must be an integer from ${min} to ${max}`);
  return n;
}

function address(flag: string, value: string): Address {
  if (!isAddress(value, { strict: false })) throw new FlagError(`${flag} must be a 0x address (20 bytes)`);
  return value;
}

/** An http(s) origin with nothing after it, so that paths can be appended. */
function publicOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new FlagError('--public-url must be an http:// or https:// origin, e.g. https://gateway.example');
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new FlagError('--public-url must be an http:// or https:// origin, e.g. https://gateway.example');
  }
  return url.origin;
}

/** An http(s) URL without query or fragment: a service's routes (`/v1/…`) are appended to it. */
function serviceUrl(flag: string, value: string, example: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // answered below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new FlagError(`${flag} must be an http:// or https:// URL, e.g. ${example}`);
  }
  return url.href.replace(/\/+$/, '');
}

/** A message's domain as EIP-4361 writes it: a host name or IPv4 address, and a port if any. */
function siwfDomain(value: string): string {
  if (!/^[a-zA-Z0-9.-]+(:\d{1,5})?$/.test(value)) throw new FlagError('--siwf-domain must be a host with an optional port, e.g. castline.example or 127.0.0.1:5173');
  return value.toLowerCase();
}

/** The flags as they are read, before the app account is put together from its FID and the environment. */
interface ReadFlags extends GatewayFlags {
  appFid?: number;
}

/** The app account from --app-fid and the key in the environment; on a local chain without either, the development one. */
function appAccountOf(appFid: number | undefined, custodyKey: string | undefined, chain: ChainSource | undefined): AppAccount | undefined {
  if (custodyKey !== undefined && !isCustodyKey(custodyKey)) {
    throw new FlagError(`${APP_CUSTODY_KEY_ENV} must be 0x and 64 hex digits: the private key of the app FID's custody address`);
  }
  if (appFid === undefined) {
    if (custodyKey) throw new FlagError(`${APP_CUSTODY_KEY_ENV} is set but --app-fid is not: name the FID whose custody key it is`);
    return chain?.kind === 'local' ? { fid: DEV_APP_FID, custodyKey: devAppCustodyKey() } : undefined;
  }
  if (!custodyKey) throw new FlagError(`--app-fid needs the custody key of FID ${appFid} in the environment variable ${APP_CUSTODY_KEY_ENV}`);
  return { fid: appFid, custodyKey };
}

function localChain(flag: string, o: GatewayFlags): LocalChainSource {
  if (o.chain?.kind === 'rpc') throw new FlagError(`${flag} cannot be combined with --chain-url`);
  return (o.chain ??= { kind: 'local' }) as LocalChainSource;
}

function rpcChain(flag: string, o: GatewayFlags): RpcChainSource {
  if (o.chain?.kind === 'local') throw new FlagError(`${flag} cannot be combined with --chain local`);
  return (o.chain ??= { kind: 'rpc', url: '', contracts: {} }) as RpcChainSource;
}

const contractFlag =
  (flag: string, name: keyof RpcChainSource['contracts']) => (v: string, o: GatewayFlags) =>
    void (rpcChain(flag, o).contracts[name] = address(flag, v));

/**
 * One handler per flag; a handler receives the flag's value and the options so far. The chain flags fill
 * one ChainSource, whichever order they come in.
 */
const FLAGS: Record<string, (value: string, options: ReadFlags) => void> = {
  '--port': (v, o) => void (o.port = integer('--port', v, 0, 65535)),
  '--host': (v, o) => void (o.host = v),
  '--db': (v, o) => void (o.db = v),
  '--workers': (v, o) => void (o.workers = integer('--workers', v, 1, 64)),
  '--seed': (v, o) => {
    const scale = /^scale:(\d+)$/.exec(v);
    if (scale) o.seed = `scale:${integer('--seed scale:N', scale[1]!, 1, 10_000_000)}`;
    else o.seed = oneOf('--seed', v, ['demo', 'none'] as const);
  },
  '--compat': (v, o) => void (o.compat = oneOf('--compat', v, ['spec', 'farquest'] as const)),
  '--token-ttl': (v, o) => void (o.tokenTtlSeconds = integer('--token-ttl', v, 1, 10 * 365 * 24 * 3600)),
  '--api-key': (v, o) => {
    if (v === '') throw new FlagError('--api-key must not be empty');
    o.apiKeys = [...(o.apiKeys ?? []), v];
  },
  '--public-url': (v, o) => void (o.publicUrl = publicOrigin(v)),
  '--rate-limit': (v, o) => void (o.rateLimit = oneOf('--rate-limit', v, ['off', 'farquest'] as const)),
  '--chain': (v, o) => void localChain(`--chain ${oneOf('--chain', v, ['local'] as const)}`, o),
  '--chain-port': (v, o) => void (localChain('--chain-port', o).port = integer('--chain-port', v, 1, 65535)),
  '--chain-url': (v, o) => {
    if (!/^https?:\/\/\S+$/.test(v)) throw new FlagError('--chain-url must be an http:// or https:// URL');
    rpcChain('--chain-url', o).url = v;
  },
  '--id-registry': contractFlag('--id-registry', 'idRegistry'),
  '--key-registry': contractFlag('--key-registry', 'keyRegistry'),
  '--key-gateway': contractFlag('--key-gateway', 'keyGateway'),
  '--validator': contractFlag('--validator', 'validator'),
  '--hub-url': (v, o) => void (o.hub = { ...o.hub, hubUrl: serviceUrl('--hub-url', v, 'http://127.0.0.1:3381') }),
  '--hub-api-key': (v, o) => {
    if (v === '') throw new FlagError('--hub-api-key must not be empty');
    o.hub = { hubUrl: '', ...o.hub, apiKey: v };
  },
  '--relay-url': (v, o) => void (o.relayUrl = serviceUrl('--relay-url', v, 'https://relay.farcaster.xyz')),
  '--siwf-domain': (v, o) => void (o.siwfDomains = [...(o.siwfDomains ?? []), siwfDomain(v)]),
  '--app-fid': (v, o) => void (o.appFid = integer('--app-fid', v, 1, Number.MAX_SAFE_INTEGER)),
  '--client-api-url': (v, o) => void (o.clientApiUrl = serviceUrl('--client-api-url', v, PUBLIC_CLIENT_API_URL)),
  '--signer-request-ttl': (v, o) =>
    void (o.signerRequestTtlSeconds = integer('--signer-request-ttl', v, SIGNER_REQUEST_TTL_SECONDS.min, SIGNER_REQUEST_TTL_SECONDS.max)),
  '--unfurl-private': (v, o) => void (o.unfurlPrivate = oneOf('--unfurl-private', v, ['true', 'false'] as const) === 'true'),
  '--log-level': (v, o) => void (o.logLevel = oneOf('--log-level', v, LOG_LEVELS)),
  '--log-format': (v, o) => void (o.logFormat = oneOf('--log-format', v, LOG_FORMATS)),
  '--metrics-port': (v, o) => void (o.metrics = { ...o.metrics, port: integer('--metrics-port', v, 0, 65535) }),
  '--metrics-host': (v, o) => void (o.metrics = { port: -1, ...o.metrics, host: v }),
  '--ready-max-backlog': (v, o) => void (o.readyMaxBacklog = integer('--ready-max-backlog', v, 0, Number.MAX_SAFE_INTEGER)),
  '--ready-max-event-lag-seconds': (v, o) => void (o.readyMaxEventLagSeconds = integer('--ready-max-event-lag-seconds', v, 1, 365 * 24 * 3600)),
  '--shutdown-delay': (v, o) => void (o.shutdownDelayMs = integer('--shutdown-delay', v, 0, 600) * 1000),
};

/** Flags that may stand alone, meaning `=true`. */
const SWITCHES = new Set(['--unfurl-private']);

/** Accepts `--flag value` and `--flag=value`; the app account's key comes from `env` (the process's environment). */
export function parseFlags(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): GatewayFlags {
  const options: ReadFlags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const handler = FLAGS[flag];
    if (!handler) throw new FlagError(`Unknown flag ${arg}`);
    const value = eq > 0 ? arg.slice(eq + 1) : SWITCHES.has(flag) ? 'true' : argv[++i];
    if (value === undefined) throw new FlagError(`${flag} needs a value`);
    handler(value, options);
  }
  if (options.chain?.kind === 'rpc' && !options.chain.url) throw new FlagError('Registry addresses need --chain-url');
  if (options.hub && !options.hub.hubUrl) throw new FlagError('--hub-api-key needs --hub-url');
  if (options.metrics?.port === -1) throw new FlagError('--metrics-host needs --metrics-port');
  const { appFid, ...flags } = options;
  const appAccount = appAccountOf(appFid, env[APP_CUSTODY_KEY_ENV] || undefined, flags.chain);
  return appAccount ? { ...flags, appAccount } : flags;
}
