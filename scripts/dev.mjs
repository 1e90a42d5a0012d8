// `npm run dev`: the local gateway (seeded demo data in .data/) and the Vite dev server in one terminal.
// The gateway reads FIDs and signers from a chain: a local one it starts itself (anvil, registries
// deployed, demo FIDs 1-10 registered) unless one is configured with --chain-url or CASTLINE_CHAIN_URL.
// Ports: `--app-port N` for the app and `--port N` for the gateway; unnamed, 5173 and 8787 when free,
// else free ones. The app is always pointed at the gateway that started.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { APP_PORT, GATEWAY_PORT, namedGatewayPort, portIsFree, portOrAnother, splitDevArgs } from './devPorts.mjs';

const children = [];
let stopping = false;

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
    if (name === 'gateway' && children.length > 1) {
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

function gatewayArgs(given, env) {
  const named = (flag) => given.some((arg) => arg === flag || arg.startsWith(`${flag}=`));
  // Link previews of the demo's own pages on 127.0.0.1 need private targets; only ever on this machine.
  const args = named('--unfurl-private') ? given : [...given, '--unfurl-private'];
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
// A port the person named is kept or refused; otherwise Vite moves on from 5173 to the next free one.
const appPortArgs = appPort ? ['--port', String(appPort), '--strictPort'] : ['--port', String(APP_PORT)];

// Both run as direct children of this process (not through npx), so stopping them reaches them.
const node = process.execPath;
start('gateway', node, ['scripts/gateway.mjs', ...gatewayPort, ...gatewayArgs(given, process.env)], (line) => {
  const url = line.match(/^Castline gateway: (https?:\/\/\S+)/)?.[1];
  if (url && children.length === 1) {
    const appEnv = { ...process.env, VITE_GATEWAY_URL: process.env.VITE_GATEWAY_URL || url };
    start(
      'app',
      node,
      ['node_modules/vite/bin/vite.js', ...appPortArgs],
      (appLine) => {
        // Vite colours its output where it believes colour is wanted (CI, say), even inside the address.
        const appUrl = stripVTControlCharacters(appLine).match(/http:\/\/127\.0\.0\.1:\d+\/?/)?.[0];
        if (appUrl) console.log(`\n  Castline is running: open ${appUrl}  (gateway ${url}; Ctrl-C stops everything)\n`);
      },
      appEnv,
    );
  }
});
