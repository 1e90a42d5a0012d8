import cluster from 'node:cluster';
import { FlagError, parseFlags, USAGE, type GatewayFlags } from './cliFlags';
import { connectChain, type ChainSource, type ConnectedChain, type GatewayChain } from './chain/chainSetup';
import { createLogger, type Logger } from './log';
import { clusterExposition, serveMetrics, shareWithPrimary } from './metrics/metricsServer';
import { openAppAccount, prepareDatabase, startGateway } from './server';
import { startWorkers, type WorkerListening } from './workers';

type ServeOptions = Omit<GatewayFlags, 'chain' | 'workers' | 'logLevel' | 'logFormat'> & { logger: Logger };

/** The chain the primary connected to, handed to its workers (a local chain is started once). */
const WORKER_CHAIN_ENV = 'CASTLINE_WORKER_CHAIN';

/** The development key is no secret (the app is built with it); a key an operator chose is never printed. */
const DEV_API_KEY = 'dev-key';

function readFlags(): GatewayFlags | null {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return null;
  }
  try {
    return parseFlags(args, process.env);
  } catch (error) {
    if (!(error instanceof FlagError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
}

async function connect(source: ChainSource | undefined, log: Logger): Promise<ConnectedChain | null> {
  if (!source) return null;
  const connected = await connectChain(source);
  const { chain, timings } = connected;
  log.info(
    { chainId: chain.chainId, rpcUrl: chain.rpcUrl, idRegistry: chain.idRegistry, keyRegistry: chain.keyRegistry, keyGateway: chain.keyGateway },
    `Chain ${chain.chainId} at ${chain.rpcUrl}: IdRegistry ${chain.idRegistry}, KeyRegistry ${chain.keyRegistry}, KeyGateway ${chain.keyGateway}`,
  );
  if (timings) {
    const ms = (n: number) => `${Math.round(n)} ms`;
    log.info(
      `Local chain started in ${ms(timings.startupMs)}, registries deployed in ${ms(timings.deployMs)}, demo FIDs 1-10 and the app account (FID 11) registered in ${ms(timings.registerMs)}`,
    );
  }
  return connected;
}

/**
 * SIGTERM or SIGINT starts the shutdown once; a second signal changes nothing (with `--workers`, a
 * terminal's Ctrl-C reaches the workers as well as the primary, which then sends its own SIGTERM).
 */
function onSignal(stop: () => Promise<void>, log: Logger): void {
  let stopping: Promise<void> | null = null;
  const end = (signal: NodeJS.Signals) => {
    if (stopping) return;
    log.info({ signal }, `${signal}: shutting down`);
    stopping = stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'The shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
}

/** One process serving (the default), or the primary of `--workers N`, which serves through its workers. */
async function main(log: Logger, flags: GatewayFlags): Promise<void> {
  const { chain: source, workers = 1, logLevel: _level, logFormat: _format, ...options } = flags;
  if (cluster.isWorker) return serveAsWorker({ ...options, logger: log });
  const connected = await connect(source, log);
  const gateway = await serve({ ...options, logger: log }, workers, connected?.chain ?? null).catch(async (error: unknown) => {
    await connected?.close();
    throw error;
  });
  const key = gateway.apiKey === DEV_API_KEY ? `  API key: ${DEV_API_KEY}` : '';
  log.info({ url: gateway.url }, `Castline gateway: ${gateway.url}${key}`);
  onSignal(async () => {
    await gateway.close();
    await connected?.close();
  }, log);
}

async function serve(options: ServeOptions, workers: number, chain: GatewayChain | null): Promise<{ url: string; apiKey: string; close(): Promise<void> }> {
  if (workers === 1) return startGateway({ ...options, ...(chain ? { chain } : {}) });
  // Refused once here rather than by every worker.
  await openAppAccount({ ...options, ...(chain ? { chain } : {}) });
  await prepareDatabase(options);
  options.logger.info(`Database migrated; starting ${workers} workers`);
  const pool = await startWorkers(workers, { [WORKER_CHAIN_ENV]: JSON.stringify(chain) }, options.logger);
  options.logger.info({ workers: pool.pids() }, `${workers} workers: ${pool.pids().join(', ')}`);
  // The primary serves the metrics, gathered from every worker at each scrape.
  const metrics = options.metrics ? await serveMetrics(options.metrics, clusterExposition()) : null;
  if (metrics) options.logger.info({ metricsUrl: metrics.url }, `Metrics: ${metrics.url}`);
  return {
    ...pool,
    async close() {
      await pool.close();
      await metrics?.close();
    },
  };
}

/** A worker of `--workers N`: the primary has seeded the database, connected the chain and serves the metrics. */
async function serveAsWorker(options: ServeOptions): Promise<void> {
  const chain = JSON.parse(process.env[WORKER_CHAIN_ENV] ?? 'null') as GatewayChain | null;
  const { metrics: _servedByThePrimary, ...own } = options;
  const gateway = await startGateway({ ...own, seed: 'none', sharedDatabase: true, ...(chain ? { chain } : {}) });
  shareWithPrimary(gateway.metrics);
  const listening: WorkerListening = { listening: gateway.url, apiKey: gateway.apiKey };
  process.send!(listening);
  onSignal(() => gateway.close(), options.logger);
  // A primary that is gone (even by kill -9) takes its workers with it.
  process.once('disconnect', () => void gateway.close().then(() => process.exit(0)));
}

const flags = readFlags();
if (flags) {
  // A person at a terminal reads words; a process manager or collector reads JSON.
  const log = createLogger({ level: flags.logLevel, format: flags.logFormat ?? (process.stdout.isTTY ? 'text' : 'json') });
  main(log, flags).catch((error: unknown) => {
    log.fatal({ err: error }, `The gateway could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
