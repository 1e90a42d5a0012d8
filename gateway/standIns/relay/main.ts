// `npm run relay -- [flags]`: the AuthKit relay stand-in (relay.ts), until Ctrl-C.
import { httpUrl, runStandIn, wholeNumber } from '../cli';
import { CHANNEL_TTL_MS, DEV_RELAY_AUTH_KEY, FARCASTER_APPROVAL_URL, startRelay } from './relay';

const USAGE = `Usage: npm run relay -- [flags]
  --port N              port to listen on (default 8790; 0 = a free port)
  --host H              address to bind (default 127.0.0.1)
  --approval-url URL    the sign-in page a channel's link opens (default ${FARCASTER_APPROVAL_URL};
                        npm run farcaster-app starts a stand-in, at <its URL>/~/siwf)
  --auth-key KEY        the key the approving app must send (default ${DEV_RELAY_AUTH_KEY})
  --channel-ttl SECONDS how long a channel stays open (default ${CHANNEL_TTL_MS / 1000})`;

await runStandIn(
  USAGE,
  { port: { type: 'string' }, host: { type: 'string' }, 'approval-url': { type: 'string' }, 'auth-key': { type: 'string' }, 'channel-ttl': { type: 'string' } },
  (flags) =>
    startRelay({
      port: wholeNumber('--port', flags.port ?? '8790', 0, 65535),
      host: flags.host,
      approvalUrl: flags['approval-url'] === undefined ? undefined : httpUrl('--approval-url', flags['approval-url']),
      authKey: flags['auth-key'],
      channelTtlMs: flags['channel-ttl'] === undefined ? undefined : wholeNumber('--channel-ttl', flags['channel-ttl'], 1, 86_400) * 1000,
    }),
  (url) => `AuthKit relay stand-in: ${url}`,
);
