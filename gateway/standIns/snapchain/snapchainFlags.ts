import { ethereumAddress, httpUrl, wholeNumber } from '../cli';
import { chainCustody } from './chainCustody';
import type { StandInOptions } from './standInNode';

/** The flags of `npm run snapchain`, their usage, and the stand-in node's options they make. */

export const SNAPCHAIN_USAGE = `Usage: npm run snapchain -- [flags]
  --port N               port to listen on (default 3381, a Snapchain node's HTTP port; 0 = a free port)
  --host H               address to bind (default 127.0.0.1)
  --chain-url URL        a chain whose IdRegistry gives FIDs' custody addresses, to check KEY_ADD and
  --id-registry ADDRESS  KEY_REMOVE messages (both or neither; npm run dev prints the local chain's)
  --merge-delay MS       time from admission to a block (default 200)
  --api-key KEY          answer requests without this x-api-key 401, as a hosted provider does`;

export const SNAPCHAIN_FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'chain-url': { type: 'string' },
  'id-registry': { type: 'string' },
  'merge-delay': { type: 'string' },
  'api-key': { type: 'string' },
} as const;

export function snapchainOptions(flags: Record<string, string | undefined>): StandInOptions {
  const chainUrl = flags['chain-url'];
  const idRegistry = flags['id-registry'];
  if ((chainUrl === undefined) !== (idRegistry === undefined)) throw new Error('--chain-url and --id-registry go together: name both, or neither');
  return {
    port: wholeNumber('--port', flags.port ?? '3381', 0, 65535),
    host: flags.host,
    mergeDelayMs: flags['merge-delay'] === undefined ? undefined : wholeNumber('--merge-delay', flags['merge-delay'], 0, 60_000),
    apiKey: flags['api-key'],
    ...(chainUrl === undefined || idRegistry === undefined
      ? {}
      : { custodyOf: chainCustody(httpUrl('--chain-url', chainUrl), ethereumAddress('--id-registry', idRegistry)) }),
  };
}
