/**
 * `npx tsx scripts/screenshots.ts`: the README's screenshots, taken from a production build
 * against the local gateway's demo data, in a desktop and a phone viewport.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { startGateway } from '../gateway/server';

const dir = mkdtempSync(join(tmpdir(), 'castline-screenshots-'));
const gateway = await startGateway({ port: 0, db: join(dir, 'gateway.sqlite'), seed: 'demo', quiet: true });
execFileSync('npx', ['vite', 'build', '--outDir', join(dir, 'dist')], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, VITE_GATEWAY_URL: gateway.url, VITE_API_KEY: gateway.apiKey },
});
const server = await preview({ build: { outDir: join(dir, 'dist') }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
const app = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });

const shots = [
  { file: 'home.png', path: '/', viewport: { width: 1200, height: 900 }, colorScheme: 'light' as const },
  { file: 'profile-phone.png', path: '/u/1', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const },
];
try {
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: shot.viewport, colorScheme: shot.colorScheme, deviceScaleFactor: 1 });
    await page.goto(app + shot.path);
    await page.locator('[role="feed"] article').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join('e2e', 'screenshots', shot.file) });
    await page.close();
    console.log(`e2e/screenshots/${shot.file}`);
  }
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  await gateway.close();
  rmSync(dir, { recursive: true, force: true });
}
