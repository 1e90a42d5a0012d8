// `npm test`: unit tests, then end-to-end tests in a real Chromium against real local gateways.
import { spawnSync } from 'node:child_process';
import { ensureBrowser } from './ensureBrowser.mjs';

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const browser = ensureBrowser();
run('npx', ['vitest', 'run']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { ...process.env, CHROMIUM_PATH: browser });
