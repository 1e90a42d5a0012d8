// `npm test`: type checks and lint (layers, unused code), unit tests, then end-to-end tests in a real
// Chromium against real local gateways. Each step stops the run when it fails.
import { spawnSync } from 'node:child_process';
import { ensureBrowser } from './ensureBrowser.mjs';

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npm', ['run', '--silent', 'typecheck']);
run('npm', ['run', '--silent', 'lint']);
const browser = ensureBrowser();
run('npx', ['vitest', 'run']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { ...process.env, CHROMIUM_PATH: browser });
