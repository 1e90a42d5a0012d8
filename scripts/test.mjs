// `npm test`: type checks and lint (layers, unused code), unit tests, then end-to-end tests in a real
// Chromium against real local gateways. Each step stops the run when it fails.
//
// The checks need no native code, so they run side by side, and beside the install scripts that a
// fresh `npm ci --ignore-scripts` skipped (CI installs that way): better-sqlite3 compiles SQLite, about a
// minute on one core, which the checks then hide. Debian's Chromium and PostgreSQL, when missing, are
// installed beside them too.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { ensureBrowser } from './ensureBrowser.mjs';
import { installMissingPackages } from './systemPackages.mjs';

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Runs a step with its output held back, and prints it in one piece when the step ends. A step that
 * yields runs at a lower priority, so that a build beside it keeps a core of its own.
 */
function step(command, args, { yields = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (yields && child.pid !== undefined) setPriority(child.pid, 10);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

/** The packages whose install scripts this project allows, when a skipped install left them unbuilt. */
function unbuiltPackages() {
  try {
    createRequire(import.meta.url)('better-sqlite3')(':memory:').close();
    return [];
  } catch {
    const { allowScripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    return Object.keys(allowScripts).filter((name) => allowScripts[name] === true);
  }
}

const unbuilt = unbuiltPackages();
// The SQLite compile is one long job on one core; the checks share what it leaves.
const yields = unbuilt.length > 0;
const steps = await Promise.all([
  ...(unbuilt.length > 0 ? [step('npm', ['rebuild', ...unbuilt])] : []),
  installMissingPackages().then((output) => {
    process.stdout.write(Buffer.concat(output));
    return true;
  }),
  step('npm', ['run', '--silent', 'typecheck:node'], { yields }),
  step('npm', ['run', '--silent', 'typecheck:app'], { yields }).then(async (typed) => (await step('npm', ['run', '--silent', 'lint'], { yields })) && typed),
]);
if (!steps.every(Boolean)) process.exit(1);
const browser = ensureBrowser();
run('npx', ['vitest', 'run']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { ...process.env, CHROMIUM_PATH: browser });
