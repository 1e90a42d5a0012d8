// `npm run farcaster-app -- [flags]`: the Farcaster app stand-in's approval page (farcasterApp.ts), until Ctrl-C.
import { httpUrl, runStandIn, wholeNumber } from '../cli';
import { DEV_RELAY_AUTH_KEY } from '../relay/relay';
import { startFarcasterApp } from './farcasterApp';

const USAGE = `Usage: npm run farcaster-app -- [flags]
  --port N          port to listen on (default 8791; 0 = a free port)
  --host H          address to bind (default 127.0.0.1)
  --relay-url URL   the AuthKit relay whose requests it answers (default http://127.0.0.1:8790, where
                    npm run relay listens; start that relay with --approval-url <this page>/~/siwf)
  --auth-key KEY    the relay's auth key (default ${DEV_RELAY_AUTH_KEY})`;

await runStandIn(
  USAGE,
  { port: { type: 'string' }, host: { type: 'string' }, 'relay-url': { type: 'string' }, 'auth-key': { type: 'string' } },
  (flags) =>
    startFarcasterApp({
      port: wholeNumber('--port', flags.port ?? '8791', 0, 65535),
      host: flags.host,
      relayUrl: httpUrl('--relay-url', flags['relay-url'] ?? 'http://127.0.0.1:8790'),
      authKey: flags['auth-key'],
    }),
  (url) => `Farcaster app stand-in: ${url}  (the page the relay's sign-in links open: ${url}/~/siwf)`,
);
