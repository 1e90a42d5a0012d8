import { ethereumAddress, httpUrl, wholeNumber } from '../cli';
import { DEV_RELAY_AUTH_KEY } from '../relay/relay';
import type { FarcasterAppServeOptions } from './farcasterApp';

/** The flags of `npm run farcaster-app`, their usage, and the stand-in's options they make. */

export const FARCASTER_APP_USAGE = `Usage: npm run farcaster-app -- [flags]
  --port N           port to listen on (default 8791; 0 = a free port)
  --host H           address to bind (default 127.0.0.1)
  --relay-url URL    the AuthKit relay whose requests it answers (default http://127.0.0.1:8790, where
                     npm run relay listens; start that relay with --approval-url <this page>/~/siwf)
  --auth-key KEY     the relay's auth key (default ${DEV_RELAY_AUTH_KEY})
  --chain-url URL    the chain signed key requests are checked against and approved keys added on
                     (the gateway prints it: "Chain <id> at <URL>: …"); without it, no key requests
  --key-gateway ADDR that chain's KeyGateway (printed on the same line); needed with --chain-url`;

export const FARCASTER_APP_FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'relay-url': { type: 'string' },
  'auth-key': { type: 'string' },
  'chain-url': { type: 'string' },
  'key-gateway': { type: 'string' },
} as const;

export function farcasterAppOptions(flags: Record<string, string | undefined>): FarcasterAppServeOptions {
  const chainUrl = flags['chain-url'];
  const keyGateway = flags['key-gateway'];
  if ((chainUrl === undefined) !== (keyGateway === undefined)) throw new Error('--chain-url and --key-gateway go together: name both, or neither');
  return {
    port: wholeNumber('--port', flags.port ?? '8791', 0, 65535),
    host: flags.host,
    relayUrl: httpUrl('--relay-url', flags['relay-url'] ?? 'http://127.0.0.1:8790'),
    authKey: flags['auth-key'],
    ...(chainUrl === undefined || keyGateway === undefined
      ? {}
      : { chain: { rpcUrl: httpUrl('--chain-url', chainUrl), keyGateway: ethereumAddress('--key-gateway', keyGateway) } }),
  };
}
