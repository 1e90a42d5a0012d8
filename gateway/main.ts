import cluster from 'node:cluster';
import { FlagError, parseFlags, USAGE, type GatewayFlags } from './cliFlags';
import { connectChain, type ChainSource, type ConnectedChain, type GatewayChain } from './chain/chainSetup';
import { openAppAccount, prepareDatabase, startGateway } from './server';
import { startWorkers, type WorkerListening } from './workers';

type ServeOptions = Omit<GatewayFlags, 'chain' | 'workers'>;

/** The chain the primary connected to, handed to its workers (a local chain is started once). */
const WORKER_CHAIN_ENV = 'CASTLINE_WORKER_CHAIN';

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

async function connect(source: ChainSource | undefined): Promise<ConnectedChain | null> {
  if (!source) return null;
  const connected = await connectChain(source);
  const { chain, timings } = connected;
  console.log(`Chain ${chain.chainId} at ${chain.rpcUrl}: IdRegistry ${chain.idRegistry}, KeyRegistry ${chain.keyRegistry}, KeyGateway ${chain.keyGateway}`);
  if (timings) {
    const ms = (n: number) => `${Math.round(n)} ms`;
    console.log(
      `Local chain started in ${ms(timings.startupMs)}, registries deployed in ${ms(timings.deployMs)}, demo FIDs 1-10 and the app account (FID 11) registered in ${ms(timings.registerMs)}`,
    );
  }
  return connected;
}

function onSignal(stop: () => Promise<void>): void {
  const end = () => void stop().then(() => process.exit(0));
  process.once('SIGINT', end);
  process.once('SIGTERM', end);
}

/** One process serving (the default), or the primary of `--workers N`, which serves through its workers. */
async function main(): Promise<void> {
  const flags = readFlags();
  if (!flags) return;
  const { chain: source, workers = 1, ...options } = flags;
  if (cluster.isWorker) return serveAsWorker(options);
  const connected = await connect(source);
  const gateway = await serve(options, workers, connected?.chain ?? null).catch(async (error: unknown) => {
    await connected?.close();
    throw error;
  });
  console.log(`Castline gateway: ${gateway.url}  API key: ${gateway.apiKey}`);
  onSignal(async () => {
    await gateway.close();
    await connected?.close();
  });
}

async function serve(options: ServeOptions, workers: number, chain: GatewayChain | null): Promise<{ url: string; apiKey: string; close(): Promise<void> }> {
  if (workers === 1) return startGateway({ ...options, ...(chain ? { chain } : {}) });
  // Refused once here rather than by every worker.
  await openAppAccount({ ...options, ...(chain ? { chain } : {}) });
  await prepareDatabase(options);
  const pool = await startWorkers(workers, { [WORKER_CHAIN_ENV]: JSON.stringify(chain) }, console.log);
  console.log(`${workers} workers: ${pool.pids().join(', ')}`);
  return pool;
}

/** A worker of `--workers N`: the primary has seeded the database and connected the chain. */
async function serveAsWorker(options: ServeOptions): Promise<void> {
  const chain = JSON.parse(process.env[WORKER_CHAIN_ENV] ?? 'null') as GatewayChain | null;
  const gateway = await startGateway({ ...options, seed: 'none', quiet: true, sharedDatabase: true, ...(chain ? { chain } : {}) });
  const listening: WorkerListening = { listening: gateway.url, apiKey: gateway.apiKey };
  process.send!(listening);
  onSignal(() => gateway.close());
  // A primary that is gone (even by kill -9) takes its workers with it.
  process.once('disconnect', () => void gateway.close().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
