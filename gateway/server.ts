import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { tokenIssuer } from './auth/tokens';
import { createChainRegistry } from './chain/chainRegistry';
import { startLeadership, whileLeading, type LeaderLock } from './cluster/leadership';
import { postgresLeaderLock } from './cluster/postgresLeaderLock';
import { sqliteLeaderLock } from './cluster/sqliteLeaderLock';
import { startDelivery, type DeliveryOptions, type DeliveryWorker } from './delivery/deliveryWorker';
import { createApp } from './http/app';
import { drainUnreadBodies } from './http/drainBody';
import { createMediaServices, type MediaOptions } from './http/mediaServices';
import { nodeAnswers, readiness, type ReadinessLimits } from './http/readiness';
import { createLogger, silentLogger, type Logger } from './log';
import { gatewayMetrics } from './metrics/gatewayMetrics';
import { registryExposition, serveMetrics, withProcessMetrics, type MetricsAddress } from './metrics/metricsServer';
import { nodeClient } from './network/nodeClient';
import { networkReader } from './network/networkReader';
import { feedFollower } from './network/feedFollower';
import { withNodeGaslessSigners, withNodeSigners } from './network/nodeSigners';
import { gaslessSigners } from './delivery/gaslessSigners';
import type { GatewayChain } from './chain/chainSetup';
import type { FarcasterRegistry, SignerRegistry } from './l1/registry';
import { PUBLIC_RELAY_URL } from './auth/farcasterSignIn';
import { appSigner, checkAppCustody, PUBLIC_CLIENT_API_URL, SIGNER_REQUEST_TTL_SECONDS, signedKeyRequestVerifier, type AppAccount, type AppSigner } from './auth/signerRequests';
import { DatabaseSignerRegistry } from './l1/databaseRegistry';
import { seedChannels } from './seed/channels';
import { seedDemo } from './seed/demo';
import { seedScale } from './seed/scale';
import { DEFAULT_DATABASE, dialectOf, isEmpty, openDatabase, tokenSecret } from './store/database';
import { schemaState } from './store/schemaState';
import { createStore, type Store } from './store/store';
import { publishDue } from './messages/schedule';
import type { Registry } from 'prom-client';

export interface GatewayOptions extends MediaOptions, ReadinessLimits {
  /** 0 = a free port. Default 8787. */
  port?: number;
  host?: string;
  /** Path of the SQLite file (default .data/gateway.sqlite), or a PostgreSQL URL (`postgres://user@host:port/db`). */
  db?: string;
  /** Other gateway processes write the same database (a worker of `--workers N`). */
  sharedDatabase?: boolean;
  /** Applied only to an empty database; default demo. */
  seed?: 'demo' | 'none' | `scale:${number}`;
  compat?: 'spec' | 'farquest';
  tokenTtlSeconds?: number;
  apiKeys?: string[];
  rateLimit?: 'off' | 'farquest';
  /** The chain whose IdRegistry and KeyRegistry decide FID sign-in and L1 signers; published to the app. */
  chain?: GatewayChain;
  /** Default: read from `chain` when one is given, else the SQLite-backed registry in the same database. */
  registry?: FarcasterRegistry;
  /** The AuthKit relay the app opens its Sign in with Farcaster channels on; default Farcaster's public relay. */
  relayUrl?: string;
  /** The sites (`host[:port]`) whose Sign in with Farcaster messages are accepted; none by default. */
  siwfDomains?: string[];
  /**
   * The FID the operator owns and its custody key, which signs the key requests people approve in the
   * Farcaster app (`--app-fid`, `CASTLINE_APP_CUSTODY_KEY`). With a chain, the start is refused unless
   * the key's address is the FID's custody there.
   */
  appAccount?: AppAccount;
  /** The Farcaster client API the app sends key requests to; default Farcaster's. */
  clientApiUrl?: string;
  /** How long a signed key request stays valid; default a day. */
  signerRequestTtlSeconds?: number;
  /** Origin of the absolute URLs in responses, e.g. `https://gateway.example`; default the listening address. */
  publicUrl?: string;
  /** A Farcaster node's HTTP API (`--hub-url`, `--hub-api-key`): accepted L1 messages are delivered to it. */
  hub?: DeliveryOptions;
  /** How long an answer read from that node is served again without asking it; default one minute. */
  nodeReadFreshMs?: number;
  /** The most reads of that node one request to the gateway makes; default 200 (`NODE_READS_PER_REQUEST`). */
  nodeReadsPerRequest?: number;
  /** How often that node's events are read for the Following feeds of people signed in with their FID; default 1 s. */
  nodeEventPollMs?: number;
  /** How long that node keeps its events: a longer pause is a gap, and the feeds are read again; default 3 days. */
  nodeEventsKeptMs?: number;
  /** The clock scheduled casts are published by; default `Date.now`. End-to-end tests move it to a cast's time rather than wait for it. */
  now?: () => number;
  /** Where the lines go and which (`--log-level`, `--log-format`); default info, as JSON on standard output. */
  logger?: Logger;
  /** No log at all (tests), unless `logger` is given. */
  quiet?: boolean;
  /** Serve Prometheus metrics on this port of their own (`--metrics-port`, `--metrics-host`); none by default. */
  metrics?: MetricsAddress;
  /** How long to keep serving after the shutdown begins, `/readyz` answering 503 meanwhile (`--shutdown-delay`); default 0. */
  shutdownDelayMs?: number;
}

export interface RunningGateway {
  url: string;
  apiKey: string;
  /** The metrics' address, when they are served. */
  metricsUrl: string | null;
  /** This gateway's metrics, for a `--workers` primary to gather. */
  metrics: Registry;
  /**
   * Shuts down: `/readyz` answers 503 at once, the scheduled casts and delivery start no new round,
   * requests keep being served for `shutdownDelayMs`; then no new connection is taken, the requests in
   * flight are answered (for at most 20 s) and the rounds under way finish, and the database is closed.
   */
  close(): Promise<void>;
}

/** Requests still unanswered this long after the listener closed are cut off. */
const DRAIN_MS = 20_000;
/** A scheduled cast not published this long after its time counts as late in the metrics. */
const SCHEDULED_LATE_MS = 60_000;

const logOf = (options: Pick<GatewayOptions, 'logger' | 'quiet'>): Logger => options.logger ?? (options.quiet ? silentLogger() : createLogger());

/** Where files beside the database go: the SQLite file's folder, or `.data` for a database server. */
const dataFolder = (location: string): string => (dialectOf(location) === 'postgres' ? '.data' : dirname(location));

/**
 * Opens the database and seeds it when it holds no users yet. The check and the seed are one write
 * transaction, so of several processes started at once on one database exactly one seeds, and a
 * database that already holds data is left as it is.
 */
async function openSeeded(options: Pick<GatewayOptions, 'db' | 'seed' | 'sharedDatabase'>, log: Logger) {
  const db = await openDatabase(options.db ?? DEFAULT_DATABASE, { sharedFile: options.sharedDatabase === true });
  const store = createStore(db);
  const databaseRegistry = new DatabaseSignerRegistry(db);
  const seed = options.seed ?? 'demo';
  if (seed !== 'none') {
    const started = Date.now();
    const seeded = await db.transaction(async () => {
      if (!(await isEmpty(db))) return false;
      if (seed === 'demo') await seedDemo(store, databaseRegistry);
      else await seedScale(store, databaseRegistry, Number(seed.slice('scale:'.length)));
      await seedChannels(store);
      return true;
    });
    if (seeded) {
      // PostgreSQL plans by statistics that it gathers only in time: without them, the first reads of
      // rows seeded in bulk scan thousands where an index reaches a few (the top of a feed: 23 ms instead
      // of 3). SQLite plans by its indexes alone, as the gateway's queries are written for.
      if (db.dialect === 'postgres') await db.bookkeep(sql`ANALYZE`);
      log.info({ seed, ms: Date.now() - started }, `Seeded ${seed} in ${Date.now() - started} ms`);
    }
  }
  return { db, store, databaseRegistry };
}

/** What several gateway processes share, made once before they start: the migrated, seeded database and the token secret. */
export async function prepareDatabase(options: Pick<GatewayOptions, 'db' | 'seed' | 'quiet' | 'logger'>): Promise<void> {
  const { db } = await openSeeded(options, logOf(options));
  await tokenSecret(db);
  await db.close();
}

/** The app account ready to sign key requests, its custody checked on the chain when there is one; null without one. */
export async function openAppAccount(options: Pick<GatewayOptions, 'appAccount' | 'chain' | 'registry'>): Promise<AppSigner | null> {
  if (!options.appAccount) return null;
  const signer = appSigner(options.appAccount);
  if (options.chain) {
    const registry = options.registry ?? createChainRegistry({ chainUrl: options.chain.rpcUrl, ...options.chain });
    await checkAppCustody(signer, (fid) => registry.custodyOf(fid));
  }
  return signer;
}

export async function startGateway(options: GatewayOptions = {}): Promise<RunningGateway> {
  const log = logOf(options);
  const location = options.db ?? DEFAULT_DATABASE;
  const chainRegistry = options.chain ? createChainRegistry({ chainUrl: options.chain.rpcUrl, ...options.chain }) : null;
  const appAccount = await openAppAccount({ ...options, registry: options.registry ?? chainRegistry ?? undefined });
  if (appAccount) log.info({ appFid: appAccount.fid, custody: appAccount.account.address }, `Key requests signed by app FID ${appAccount.fid} (custody ${appAccount.account.address})`);
  const { db, store, databaseRegistry } = await openSeeded(options, log);
  let listening = '';
  const apiKeys = options.apiKeys && options.apiKeys.length > 0 ? options.apiKeys : ['dev-key'];
  const compat = options.compat ?? 'spec';
  const now = options.now ?? Date.now;
  const metrics = gatewayMetrics();
  const node = options.hub
    ? nodeClient(store.nodeReads, { hubUrl: options.hub.hubUrl, apiKey: options.hub.apiKey, freshMs: options.nodeReadFreshMs })
    : null;
  // Keys added without gas live on the node only: with a chain, the chain is asked first, then the node.
  const registry =
    options.registry ??
    (chainRegistry
      ? node
        ? withNodeGaslessSigners(chainRegistry, node)
        : chainRegistry
      : node
        ? withNodeSigners(databaseRegistry, node)
        : databaseRegistry);
  // Delivery, the node's events and the scheduled casts run in one process of the cluster, the leader.
  const hub = options.hub;
  const deliveryJob = hub ? whileLeading(() => startDelivery(store, hub, (outcome) => metrics.nodeSubmissions.inc({ outcome }))) : null;
  // Whichever process accepted a message, the leader's delivery looks at the outbox within its idle poll.
  const delivery: DeliveryWorker | null = deliveryJob && { nudge: () => deliveryJob.running()?.nudge(), stop: deliveryJob.follow };
  // Records read from a node are built in the specification's shapes; far.quest mode reads only what it holds.
  const reading = node && compat === 'spec';
  const followingFeed = reading
    ? feedFollower(node, store.networkFeed, { pollMs: options.nodeEventPollMs, eventsKeptMs: options.nodeEventsKeptMs, log: (line) => log.warn(line) })
    : null;
  const eventsJob = followingFeed
    ? whileLeading(() => {
        followingFeed.start();
        return { stop: () => followingFeed.stop() };
      })
    : null;
  const scheduledJob = whileLeading(() => publishScheduledCasts(store, registry, delivery, log, now));
  const jobs = [deliveryJob, eventsJob, scheduledJob].filter((job) => job !== null);
  const leadership = await startLeadership(leaderLockOf(location), {
    lead: () => jobs.forEach((job) => job.lead()),
    follow: async () => void (await Promise.all(jobs.map((job) => job.follow()))),
    log,
  });
  if (options.hub) log.info({ hubUrl: options.hub.hubUrl }, `Delivering L1 messages to ${options.hub.hubUrl}`);
  const backlog = () => store.outbox.backlog();
  metrics.watch({
    outbox: delivery ? backlog : undefined,
    scheduled: () => store.scheduled.due(now(), now() - SCHEDULED_LATE_MS),
    eventLag: followingFeed ? () => followingFeed.lagSeconds() : undefined,
    leading: leadership.leading,
    now,
  });
  const ready = readiness(
    {
      schema: () => schemaState(db),
      node: options.hub ? nodeAnswers(options.hub.hubUrl, options.hub.apiKey) : undefined,
      backlog: delivery ? async () => (await backlog()).depth : undefined,
      eventLag: followingFeed ? () => followingFeed.lagSeconds() : undefined,
      leading: leadership.leading,
    },
    options,
    log,
  );
  const app = createApp(
    {
      store,
      registry,
      tokens: tokenIssuer(await tokenSecret(db), options.tokenTtlSeconds ?? 3600, store.revokedTokens),
      compat,
      apiKeys: new Set(apiKeys),
      rateLimit: options.rateLimit ?? 'off',
      chain: options.chain ?? null,
      publicUrl: () => options.publicUrl ?? listening,
      media: createMediaServices(db, dataFolder(location), options),
      delivery,
      network: reading ? networkReader(node, store.nodeReads, options.nodeReadsPerRequest) : null,
      followingFeed,
      gaslessSigners: options.hub ? gaslessSigners(options.hub) : null,
      farcasterSignIn: {
        relayUrl: options.relayUrl ?? PUBLIC_RELAY_URL,
        domains: new Set((options.siwfDomains ?? []).map((domain) => domain.toLowerCase())),
      },
      signerRequests: appAccount && {
        app: appAccount,
        clientApiUrl: options.clientApiUrl ?? PUBLIC_CLIENT_API_URL,
        ttlSeconds: options.signerRequestTtlSeconds ?? SIGNER_REQUEST_TTL_SECONDS.default,
        verifier: signedKeyRequestVerifier(options.chain ?? null),
      },
      metrics,
      readiness: ready,
    },
    log,
  );
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    // The gateway drains what a client is still sending after an early answer itself (drainUnreadBodies).
    const s = serve({ fetch: app.fetch, port: options.port ?? 8787, hostname: host, autoCleanupIncoming: false }, () => resolve(s));
    drainUnreadBodies(s as Server);
    s.once('error', reject);
  });
  const metricsServer = options.metrics ? await serveMetrics(options.metrics, registryExposition(withProcessMetrics(metrics.registry))) : null;
  if (metricsServer) log.info({ metricsUrl: metricsServer.url }, `Metrics: ${metricsServer.url}`);
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  listening = `http://${urlHost}:${port}`;

  async function shutDown(): Promise<void> {
    ready.shutDown();
    const delayMs = options.shutdownDelayMs ?? 0;
    log.info({ delayMs }, 'Shutting down: not ready from now on; the requests in flight and the rounds under way finish first');
    // The leader's jobs start no new round; once the rounds under way have finished, another process takes the lead.
    const background = leadership.stop();
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await stopServing(server as Server);
    await background;
    await metricsServer?.close();
    await db.close();
    log.info('Stopped');
  }
  let closing: Promise<void> | null = null;
  return {
    url: listening,
    apiKey: apiKeys[0]!,
    metricsUrl: metricsServer?.url ?? null,
    metrics: metrics.registry,
    close: () => (closing ??= shutDown()),
  };
}

/** Takes no new connection, closes the idle ones, and resolves once the requests in flight are answered, or cut off after DRAIN_MS. */
function stopServing(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** The lock that elects the leader: a session advisory lock on PostgreSQL, a file lock beside the database on SQLite. */
const leaderLockOf = (location: string): LeaderLock => (dialectOf(location) === 'postgres' ? postgresLeaderLock(location) : sqliteLeaderLock(location));

/**
 * Every second, publishes the scheduled casts whose time has come; one round at a time. `stop()`
 * answers once a round under way has finished, so the database is closed after it.
 */
function publishScheduledCasts(store: Store, registry: SignerRegistry, delivery: DeliveryWorker | null, log: Logger, now: () => number) {
  let round: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (round) return;
    round = publishDue(store, registry, { outbox: delivery !== null, now: now() })
      .then((published) => {
        if (published > 0) delivery?.nudge();
      })
      .catch((error: unknown) => log.error({ err: error }, `Publishing scheduled casts failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        round = null;
      });
  }, 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}
