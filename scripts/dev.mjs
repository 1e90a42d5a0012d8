// `npm run dev`: the local gateway (seeded demo data in .data/) and the Vite dev server in one terminal.
// The gateway reads FIDs and signers from a chain: a local one it starts itself (anvil, registries
// deployed, demo FIDs 1-10 registered) unless one is configured with --chain-url or CASTLINE_CHAIN_URL.
// Ports: `--app-port N` for the app and `--port N` for the gateway; unnamed, 5173 and 8787 when free,
// else free ones. The app is always pointed at the gateway that started.
// Sign in with Farcaster: the AuthKit relay stand-in (8790) and the Farcaster app stand-in (8791), or
// free ports, wired to each other and to the gateway (`--relay-url`), which accepts sign-ins for the
// app's host (`--siwf-domain`). A relay named with `--relay-url` is used instead, and no stand-in starts.
// Signed key requests: the Farcaster app stand-in is also the gateway's client API (`--client-api-url`,
// unless one is named); it starts once the gateway printed its chain, whose KeyGateway it adds keys with.
// Delivery: the stand-in Snapchain node (3381, or a free port) is the gateway's `--hub-url`, unless one is
// named, so an L1 cast (the development sign-in posts as a demo FID) says "Sent to Farcaster"; it starts
// once the gateway printed its chain, whose IdRegistry gives the custody its KEY_ADD checks need.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { APP_PORT, FARCASTER_APP_PORT, freePort, GATEWAY_PORT, gatewayChain, namedGatewayPort, portIsFree, portOrAnother, RELAY_PORT, SNAPCHAIN_PORT, splitDevArgs } from './devPorts.mjs';

const children = [];
let stopping = false;
let appStarted = false;

function start(name, command, args, onLine, env = process.env) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  const forward = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        out.write(`[${name}] ${line}\n`);
        onLine?.(line);
      }
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    if (name === 'gateway' && appStarted) {
      // Open tabs still load from the app server and tell the person the gateway cannot be reached.
      console.error(`[gateway] stopped (${signal ?? `exit ${code}`}). The app keeps running and says the gateway cannot be reached; Ctrl-C stops it, and npm run dev starts both again.`);
      return;
    }
    console.error(`[${name}] stopped (${signal ?? `exit ${code}`}); stopping everything.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const namedIn = (args, flag) => args.some((arg) => arg === flag || arg.startsWith(`${flag}=`));

/** The gateway's flags: the person's, and what they leave out — link previews, plain-text logs, the chain, Sign in with Farcaster, key requests, a node. */
function gatewayArgs(given, env, signIn, hubUrl) {
  const named = (flag) => namedIn(given, flag);
  // Link previews of the demo's own pages on 127.0.0.1 need private targets; only ever on this machine.
  const args = named('--unfurl-private') ? [...given] : [...given, '--unfurl-private'];
  if (hubUrl) args.push('--hub-url', hubUrl);
  // Its output reaches a person through this terminal (and the lines below are read), not a log collector.
  if (!named('--log-format')) args.push('--log-format', 'text');
  if (!named('--siwf-domain')) args.push(...signIn.domains.flatMap((domain) => ['--siwf-domain', domain]));
  if (signIn.relayUrl) args.push('--relay-url', signIn.relayUrl);
  if (signIn.clientApiUrl && !named('--client-api-url')) args.push('--client-api-url', signIn.clientApiUrl);
  if (named('--chain-url') || named('--chain')) return args;
  if (env.CASTLINE_CHAIN_URL) return [...args, '--chain-url', env.CASTLINE_CHAIN_URL];
  return [...args, '--chain', 'local'];
}

function refuse(sentence) {
  console.error(`${sentence}\n`);
  process.exit(2);
}

let devArgs;
try {
  devArgs = splitDevArgs(process.argv.slice(2));
} catch (error) {
  refuse(error.message);
}
const { appPort, gatewayArgs: given } = devArgs;
const namedPort = namedGatewayPort(given);
if (namedPort && namedPort !== '0' && !(await portIsFree(Number(namedPort)))) {
  refuse(`Port ${namedPort} is taken: name another with --port N, or leave --port out to get a free one.`);
}
if (appPort && !(await portIsFree(appPort))) {
  refuse(`Port ${appPort} is taken: name another with --app-port N, or leave --app-port out to get a free one.`);
}
const gatewayPort = namedPort ? [] : ['--port', String(await portOrAnother(GATEWAY_PORT))];
// A port the person named is kept or refused; otherwise 5173 when free, else one the system has free.
// It is chosen here, since Sign in with Farcaster names the app's host to the gateway.
const viteAt = appPort ?? (await freePort(APP_PORT));
const appPortArgs = ['--port', String(viteAt), '--strictPort'];

// Every process runs as a direct child of this one (not through npx), so stopping them reaches them.
const node = process.execPath;
let standIns = null;
if (!namedIn(given, '--relay-url')) {
  const relay = `http://127.0.0.1:${await freePort(RELAY_PORT)}`;
  const farcasterApp = `http://127.0.0.1:${await freePort(FARCASTER_APP_PORT)}`;
  standIns = { relay, farcasterApp };
  start('relay', node, ['--import', 'tsx', 'gateway/standIns/relay/main.ts', '--port', new URL(relay).port, '--approval-url', `${farcasterApp}/~/siwf`]);
}
const signIn = { domains: [`127.0.0.1:${viteAt}`, `localhost:${viteAt}`], relayUrl: standIns?.relay ?? null, clientApiUrl: standIns?.farcasterApp ?? null };

const hubUrl = namedIn(given, '--hub-url') ? null : `http://127.0.0.1:${await freePort(SNAPCHAIN_PORT)}`;
let nodeStarted = false;
/** The stand-in node the gateway delivers to, reading custody from the chain the gateway printed, if any. */
function startNode(chain) {
  if (!hubUrl || nodeStarted) return;
  nodeStarted = true;
  const chainArgs = chain ? ['--chain-url', chain.rpcUrl, '--id-registry', chain.idRegistry] : [];
  start('snapchain', node, ['--import', 'tsx', 'gateway/standIns/snapchain/main.ts', '--port', new URL(hubUrl).port, ...chainArgs]);
}

let farcasterAppStarted = false;
/** The Farcaster app stand-in, on the chain the gateway printed; without one it answers sign-ins only. */
function startFarcasterApp(chain) {
  if (!standIns || farcasterAppStarted) return;
  farcasterAppStarted = true;
  const chainArgs = chain ? ['--chain-url', chain.rpcUrl, '--key-gateway', chain.keyGateway] : [];
  start('farcaster-app', node, ['--import', 'tsx', 'gateway/standIns/farcasterApp/main.ts', '--port', new URL(standIns.farcasterApp).port, '--relay-url', standIns.relay, ...chainArgs]);
}

start('gateway', node, ['scripts/gateway.mjs', ...gatewayPort, ...gatewayArgs(given, process.env, signIn, hubUrl)], (line) => {
  const chain = gatewayChain(line);
  if (chain) {
    startFarcasterApp(chain);
    startNode(chain);
  }
  const url = line.match(/^Castline gateway: (https?:\/\/\S+)/)?.[1];
  // A gateway that printed no chain before its address has none.
  if (url) {
    startFarcasterApp(null);
    startNode(null);
  }
  if (url && !appStarted) {
    appStarted = true;
    const appEnv = { ...process.env, VITE_GATEWAY_URL: process.env.VITE_GATEWAY_URL || url };
    start(
      'app',
      node,
      ['node_modules/vite/bin/vite.js', ...appPortArgs],
      (appLine) => {
        // Vite colours its output where it believes colour is wanted (CI, say), even inside the address.
        const appUrl = stripVTControlCharacters(appLine).match(/http:\/\/127\.0\.0\.1:\d+\/?/)?.[0];
        if (!appUrl) return;
        const farcaster = standIns
          ? `  Sign in with Farcaster: relay stand-in ${standIns.relay}, Farcaster app stand-in ${standIns.farcasterApp} (also the client API that approves keys)\n`
          : '';
        const delivery = hubUrl ? `  L1 casts go to the Snapchain node stand-in ${hubUrl}; "Sign in as a demo account (development)" posts as a demo FID\n` : '';
        console.log(`\n  Castline is running: open ${appUrl}  (gateway ${url}; Ctrl-C stops everything)\n${farcaster}${delivery}`);
      },
      appEnv,
    );
  }
});
