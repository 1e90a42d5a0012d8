import { FlagError, parseFlags, USAGE, type GatewayFlags } from './cliFlags';
import { connectChain, type ConnectedChain } from './chain/chainSetup';
import { startGateway } from './server';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  let flags: GatewayFlags;
  try {
    flags = parseFlags(args);
  } catch (error) {
    if (!(error instanceof FlagError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  const { chain: source, ...options } = flags;
  let connected: ConnectedChain | null = null;
  if (source) {
    connected = await connectChain(source);
    const { chain, timings } = connected;
    console.log(`Chain ${chain.chainId} at ${chain.rpcUrl}: IdRegistry ${chain.idRegistry}, KeyRegistry ${chain.keyRegistry}, KeyGateway ${chain.keyGateway}`);
    if (timings) {
      const ms = (n: number) => `${Math.round(n)} ms`;
      console.log(`Local chain started in ${ms(timings.startupMs)}, registries deployed in ${ms(timings.deployMs)}, demo FIDs 1-10 registered in ${ms(timings.registerMs)}`);
    }
  }
  const gateway = await startGateway({ ...options, ...(connected ? { chain: connected.chain } : {}) }).catch(async (error: unknown) => {
    await connected?.close();
    throw error;
  });
  console.log(`Castline gateway: ${gateway.url}  API key: ${gateway.apiKey}`);
  const stop = () =>
    void gateway
      .close()
      .then(() => connected?.close())
      .then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
