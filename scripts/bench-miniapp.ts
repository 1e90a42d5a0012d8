/**
 * `npx tsx scripts/bench-miniapp.ts`: what Mini Apps cost. Prints the first-visit JS (from `bench:bundle`),
 * the host's lazy chunks (gzip), and the time from a click on the demo app's card to the app's
 * `ready()` on a production build against the local gateway, cold (new browser context: the host
 * chunk and the app are fetched) and warm (the same page opening it again).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { preview } from 'vite';
import { startGateway } from '../gateway/server';

const RUNS = 5;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const dist = 'dist';

// Its exit status says whether the budget holds; the figure is printed below either way.
const bundleReport = spawnSync('node', ['scripts/bench-bundle.mjs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).stdout;
const firstVisit = /First visit JS: ([\d.]+) KiB/.exec(bundleReport)?.[1];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gzipKiB = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const statically = (key: string, into = new Set<string>()): Set<string> => {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) statically(imported, into);
  return into;
};
const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const loaded = statically(entry);
const hostKey = 'src/features/miniapp/host/MiniAppHost.tsx';
const hostChunks = [...statically(hostKey)].filter((key) => !loaded.has(key));
const hostOwn = gzipKiB(manifest[hostKey]!.file);
const hostTotal = hostChunks.reduce((sum, key) => sum + gzipKiB(manifest[key]!.file), 0);

const dir = mkdtempSync(join(tmpdir(), 'castline-bench-miniapp-'));
const gateway = await startGateway({ port: 8851, db: join(dir, 'gateway.sqlite'), seed: 'demo', quiet: true, unfurlPrivate: true });
const server = await preview({ build: { outDir: dist }, preview: { port: 8852, host: '127.0.0.1', strictPort: true }, logLevel: 'silent' });
const app = 'http://127.0.0.1:8852';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] });
// The gateway bundles the demo app once, on its first request; measure the app, not that build.
await fetch(`${gateway.url}/static/miniapp/demo/app.js`);

async function clickToReady(page: Page): Promise<number> {
  await page.getByRole('button', { name: /^Open the demo/ }).first().click();
  const before = await page.evaluate(() => performance.getEntriesByName('miniapp:click-to-ready').length);
  await page.waitForFunction((n) => performance.getEntriesByName('miniapp:click-to-ready').length > n, before);
  const ms = await page.evaluate(() => performance.getEntriesByName('miniapp:click-to-ready').at(-1)!.duration);
  await page.getByRole('button', { name: /^Close Castline demo/ }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return ms;
}

const cold: number[] = [];
const warm: number[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    await context.addInitScript((settings) => localStorage.setItem('castline.gateway', JSON.stringify(settings)), { url: gateway.url, apiKey: gateway.apiKey });
    const page = await context.newPage();
    await page.goto(app);
    await page.getByRole('button', { name: /^Open the demo/ }).first().waitFor();
    cold.push(await clickToReady(page));
    warm.push(await clickToReady(page));
    await context.close();
  }
} finally {
  await browser.close();
  server.httpServer.close();
  await gateway.close();
  rmSync(dir, { recursive: true, force: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const range = (values: number[]) => `median ${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)} ms over ${values.length})`;
console.log(`First visit JS: ${firstVisit} KiB gzip (budget 150 KiB)`);
console.log(`Mini App host, lazy: ${hostOwn.toFixed(1)} KiB gzip for MiniAppHost itself, ${hostTotal.toFixed(1)} KiB with every chunk it loads that a first visit has not (${hostChunks.length} chunks)`);
console.log(`Click on the demo card to ready(), cold: ${range(cold)}`);
console.log(`Click on the demo card to ready(), warm: ${range(warm)}`);
