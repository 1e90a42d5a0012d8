// `npm run snapchain -- [flags]`: the stand-in Snapchain node (standInNode.ts), until Ctrl-C.
import { isAddress } from 'viem';
import { httpUrl, runStandIn, wholeNumber } from '../cli';
import { chainCustody } from './chainCustody';
import { startStandInNode } from './standInNode';

const USAGE = `Usage: npm run snapchain -- [flags]
  --port N               port to listen on (default 3381, a Snapchain node's HTTP port; 0 = a free port)
  --host H               address to bind (default 127.0.0.1)
  --chain-url URL        a chain whose IdRegistry gives FIDs' custody addresses, to check KEY_ADD and
  --id-registry ADDRESS  KEY_REMOVE messages (both or neither; npm run dev prints the local chain's)
  --merge-delay MS       time from admission to a block (default 200)
  --api-key KEY          answer requests without this x-api-key 401, as a hosted provider does`;

function custodyFrom(chainUrl: string | undefined, idRegistry: string | undefined) {
  if (chainUrl === undefined && idRegistry === undefined) return undefined;
  if (chainUrl === undefined || idRegistry === undefined) throw new Error('--chain-url and --id-registry go together');
  if (!isAddress(idRegistry, { strict: false })) throw new Error('--id-registry must be a contract address (0x and 40 hex digits)');
  return chainCustody(httpUrl('--chain-url', chainUrl), idRegistry);
}

await runStandIn(
  USAGE,
  {
    port: { type: 'string' },
    host: { type: 'string' },
    'chain-url': { type: 'string' },
    'id-registry': { type: 'string' },
    'merge-delay': { type: 'string' },
    'api-key': { type: 'string' },
  },
  (flags) =>
    startStandInNode({
      port: wholeNumber('--port', flags.port ?? '3381', 0, 65535),
      host: flags.host,
      custodyOf: custodyFrom(flags['chain-url'], flags['id-registry']),
      mergeDelayMs: flags['merge-delay'] === undefined ? undefined : wholeNumber('--merge-delay', flags['merge-delay'], 0, 60_000),
      apiKey: flags['api-key'],
    }),
  (url) => `Snapchain node stand-in: ${url} (--hub-url ${url})`,
);
