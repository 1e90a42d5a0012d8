// `npm run dev`: the local gateway (seeded demo data in .data/) and the Vite dev server in one terminal.
// The gateway reads FIDs and signers from a chain: a local one it starts itself (anvil, registries
// deployed, demo FIDs 1-10 registered) unless one is configured with --chain-url or CASTLINE_CHAIN_URL.
import { spawn } from 'node:child_process';

const children = [];
let stopping = false;

function start(name, command, args, onLine) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
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
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] stopped (exit ${code}); stopping everything.`);
      stop(code ?? 1);
    }
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

// Both run as direct children of this process (not through npx), so stopping them reaches them.
const node = process.execPath;
start('gateway', node, ['--import', 'tsx', 'gateway/main.ts', ...gatewayArgs(process.argv.slice(2), process.env)], (line) => {
  const url = line.match(/^Castline gateway: (https?:\/\/\S+)/)?.[1];
  if (url && children.length === 1) {
    start('app', node, ['node_modules/vite/bin/vite.js', '--strictPort'], (appLine) => {
      const appUrl = appLine.match(/http:\/\/127\.0\.0\.1:\d+\/?/)?.[0];
      if (appUrl) console.log(`\n  Castline is running: open ${appUrl}  (gateway ${url}; Ctrl-C stops everything)\n`);
    });
  }
});
