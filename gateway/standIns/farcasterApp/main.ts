// `npm run farcaster-app -- [flags]`: the Farcaster app stand-in (farcasterApp.ts), until Ctrl-C.
import { runStandIn } from '../cli';
import { startFarcasterApp } from './farcasterApp';
import { FARCASTER_APP_FLAGS, FARCASTER_APP_USAGE, farcasterAppOptions } from './farcasterAppFlags';

await runStandIn(
  FARCASTER_APP_USAGE,
  FARCASTER_APP_FLAGS,
  (flags) => startFarcasterApp(farcasterAppOptions(flags)),
  (url) => `Farcaster app stand-in: ${url}  (the page the relay's sign-in links open: ${url}/~/siwf; the client API's signed key requests: ${url}/v2/signed-key-requests)`,
);
