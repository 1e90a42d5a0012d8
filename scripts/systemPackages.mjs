// Debian's packages the tests use, installed in one apt-get run while the checks run beside it, so that
// neither the unit tests (PostgreSQL) nor the end-to-end tests (Chromium) wait for an install of their own.
// Only as root; elsewhere the steps that need a package say how to install it (ensureBrowser.mjs,
// gateway/testing/postgresServer.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { browserFound } from './ensureBrowser.mjs';

/** Where Debian's `postgresql` package puts the server that gateway/testing/postgresServer.ts starts. */
const POSTGRES_SERVER = '/usr/lib/postgresql/15/bin/postgres';

function missingPackages() {
  return [...(browserFound() ? [] : ['chromium']), ...(existsSync(POSTGRES_SERVER) ? [] : ['postgresql'])];
}

function aptGet(args, output) {
  return new Promise((resolve) => {
    const child = spawn('apt-get', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Installs what is missing; answers the output to print. A failed install is left for its step to report. */
export async function installMissingPackages() {
  const packages = missingPackages();
  if (packages.length === 0 || process.getuid?.() !== 0) return [];
  const output = [Buffer.from(`Installing Debian's ${packages.join(' and ')} for the tests…\n`)];
  const install = () => aptGet(['install', '-y', '-q', ...packages], output);
  // The package lists may be stale on a fresh machine: refresh them only when the first try fails.
  if (!(await install())) (await aptGet(['update', '-q'], output)) && (await install());
  return output;
}
