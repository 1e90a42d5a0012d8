// How `npm run dev` picks its ports: the ones a person names, else the usual ones when free, else
// free ones. The app is told where the gateway ended up, so the two always meet; the gateway, the
// relay stand-in and the Farcaster app stand-in are told each other's addresses and the app's, and the
// Farcaster app stand-in the chain the gateway printed.
import { createServer } from 'node:net';

export const APP_PORT = 5173;
export const GATEWAY_PORT = 8787;
export const RELAY_PORT = 8790;
export const FARCASTER_APP_PORT = 8791;
export const SNAPCHAIN_PORT = 3381;

/** Splits `npm run dev -- …` into the app's port (`--app-port N`) and the flags meant for the gateway. */
export function splitDevArgs(argv) {
  const gatewayArgs = [];
  let appPort = null;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (flag !== '--app-port') {
      gatewayArgs.push(argv[i]);
      continue;
    }
    const value = inline ?? argv[++i];
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--app-port needs a port number (1-65535), not "${value ?? ''}"`);
    appPort = port;
  }
  return { appPort, gatewayArgs };
}

/** The gateway's `--port`, if the person gave one. */
export function namedGatewayPort(gatewayArgs) {
  const at = gatewayArgs.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  if (at < 0) return null;
  return gatewayArgs[at].includes('=') ? gatewayArgs[at].split('=')[1] : gatewayArgs[at + 1];
}

/** Whether a port on 127.0.0.1 can be listened on right now. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** `preferred` when it is free, else a port the system picks (0 lets the gateway choose). */
export async function portOrAnother(preferred) {
  return (await portIsFree(preferred)) ? preferred : 0;
}

/** A port the system has free right now, chosen by it. */
function systemPort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** `preferred` when it is free, else a free port the system picks, named before anything listens on it. */
export async function freePort(preferred) {
  return (await portIsFree(preferred)) ? preferred : systemPort();
}

/**
 * The chain in the gateway's line `Chain <id> at <rpcUrl>: IdRegistry <addr>, KeyRegistry …, KeyGateway <addr>`
 * (gateway/main.ts), as `{ rpcUrl, idRegistry, keyGateway }`; null for any other line.
 */
export function gatewayChain(line) {
  const match = /^Chain \d+ at (https?:\/\/\S+): IdRegistry (0x[0-9a-fA-F]{40})\b.*\bKeyGateway (0x[0-9a-fA-F]{40})\b/.exec(line);
  return match ? { rpcUrl: match[1], idRegistry: match[2], keyGateway: match[3] } : null;
}
