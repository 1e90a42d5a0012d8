import { FlagError, parseFlags, USAGE } from './cliFlags';
import { startGateway } from './server';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  let options;
  try {
    options = parseFlags(args);
  } catch (error) {
    if (!(error instanceof FlagError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  const gateway = await startGateway(options);
  console.log(`Castline gateway: ${gateway.url}  API key: ${gateway.apiKey}`);
  const stop = () => void gateway.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
