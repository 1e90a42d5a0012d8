// Finds a Chromium for the end-to-end tests, installing one when it can:
// Debian's package as root, otherwise Playwright's own download.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

/** A Chromium already on the machine, or undefined. */
export function browserFound() {
  return candidates.find((path) => existsSync(path));
}

function playwrightChromium() {
  try {
    const out = execFileSync(process.execPath, ['-e', "console.log(require('playwright-core').chromium.executablePath())"], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out && existsSync(out) ? out : undefined;
  } catch {
    return undefined;
  }
}

export function ensureBrowser() {
  let path = browserFound() ?? playwrightChromium();
  if (path) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log('No Chromium found: installing Debian\'s chromium with apt-get…');
    const aptInstall = () =>
      spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
    // The package lists may be stale on a fresh machine: refresh them only when the first try fails.
    if ((aptInstall() || (spawnSync('apt-get', ['update'], { stdio: 'inherit' }).status === 0 && aptInstall())) && (path = browserFound())) return path;
  }
  console.log('No Chromium found: trying Playwright\'s own browser download…');
  const download = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (download.status === 0 && (path = playwrightChromium())) return path;
  console.error(
    '\nNo browser for the end-to-end tests, and none could be installed.\n' +
      'Install one with:   sudo apt-get install -y chromium   (or: npx playwright install chromium)\n' +
      'or point CHROMIUM_PATH at an existing Chromium, then run npm test again.',
  );
  process.exit(1);
}
