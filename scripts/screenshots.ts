/**
 * `npx tsx scripts/screenshots.ts`: the README's screenshots, taken from a production build
 * against the local gateway's demo data: desktop (1280×800) and phone (390×844), light and dark.
 * Emoji and CJK text need Debian's fonts-noto-color-emoji and fonts-noto-cjk (`apt-get install`).
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

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** A thread with replies above and below: the demo seed's first cast with replies that is itself a reply. */
const threadRes = await fetch(`${gateway.url}/farcaster/v2/casts?limit=100`, { headers: { 'API-KEY': gateway.apiKey } });
const threadCasts = ((await threadRes.json()) as { result: { casts: Array<{ hash: string; replies?: { count: number } }> } }).result.casts;
const thread = `/cast/${(threadCasts.find((c) => (c.replies?.count ?? 0) > 1) ?? threadCasts[0]!).hash}`;

const shots = [
  { file: 'home.png', path: '/', viewport: DESKTOP, colorScheme: 'light' as const },
  { file: 'home-dark.png', path: '/', viewport: DESKTOP, colorScheme: 'dark' as const },
  { file: 'thread.png', path: thread, viewport: DESKTOP, colorScheme: 'light' as const },
  { file: 'home-phone.png', path: '/', viewport: PHONE, colorScheme: 'light' as const },
  { file: 'profile-phone.png', path: '/u/1', viewport: PHONE, colorScheme: 'dark' as const },
  { file: 'thread-phone-dark.png', path: thread, viewport: PHONE, colorScheme: 'dark' as const },
];
try {
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: shot.viewport, colorScheme: shot.colorScheme, deviceScaleFactor: 1 });
    await page.goto(app + shot.path);
    await page.locator('[role="feed"] article').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Lazy pictures and the side bar arrive after the first paint.
    await page.waitForTimeout(500);
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
