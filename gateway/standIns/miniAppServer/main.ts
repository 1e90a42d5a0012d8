// `npm run miniapp-server -- [flags]`: the Mini App server stand-in (miniAppServer.ts), until Ctrl-C.
import { httpUrl, runStandIn, wholeNumber } from '../cli';
import { DEFAULT_APP_URL, startMiniAppServer } from './miniAppServer';

const USAGE = `Usage: npm run miniapp-server -- [flags]
  --port N          port to listen on (default 8792; 0 = a free port)
  --host H          address to bind (default 127.0.0.1)
  --app-url URL     the Mini App's origin it speaks for (default ${DEFAULT_APP_URL}); notifications
                    open its pages. Its webhook is <its URL>/webhook; GET /events lists what arrived,
                    POST /notify {notificationId, title, body, targetUrl?} notifies every token it holds`;

await runStandIn(
  USAGE,
  { port: { type: 'string' }, host: { type: 'string' }, 'app-url': { type: 'string' } },
  (flags) =>
    startMiniAppServer({
      port: wholeNumber('--port', flags.port ?? '8792', 0, 65535),
      host: flags.host,
      appUrl: flags['app-url'] === undefined ? undefined : new URL(httpUrl('--app-url', flags['app-url'])).origin,
    }),
  (url) => `Mini App server stand-in: ${url} (webhook ${url}/webhook)`,
);
