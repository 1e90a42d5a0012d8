/**
 * `npm run bench:reading`: how frugal and light reading is, measured on a production build
 * against a local gateway with a large seed. Prints requests per screen and per page, the
 * casts left in the DOM after scrolling through 5,000, the JS heap then, and Lighthouse
 * scores (mobile preset) for home, a profile and a thread, with their layout shift (CLS): the
 * median of five runs (CASTLINE_LIGHTHOUSE_RUNS), as Lighthouse's own guidance on variability asks.
 * `npm run bench:reading -- --lighthouse` runs only the Lighthouse part. Ports:
 * CASTLINE_BENCH_PORT (app, 4190) and CASTLINE_BENCH_DEBUG_PORT (Chromium, 9339).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { startGateway } from '../gateway/server';
import { threadPath } from './benchApp';

const SCROLL_TARGET = 5_000;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DEBUG_PORT = Number(process.env.CASTLINE_BENCH_DEBUG_PORT ?? 9339);
const APP_PORT = Number(process.env.CASTLINE_BENCH_PORT ?? 4190);
const LIGHTHOUSE_ONLY = process.argv.includes('--lighthouse');
/** Lighthouse varies from run to run, so each screen is measured this often and the median kept. */
const LIGHTHOUSE_RUNS = Number(process.env.CASTLINE_LIGHTHOUSE_RUNS ?? 5);
const CHROMIUM_FLAGS = ['--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const dir = mkdtempSync(join(tmpdir(), 'castline-bench-reading-'));
const gateway = await startGateway({ port: 0, db: join(dir, 'gateway.sqlite'), seed: 'scale:6000', quiet: true });
// Lighthouse starts from empty storage, so the build itself must point at this gateway.
execFileSync('npx', ['vite', 'build', '--outDir', join(dir, 'dist')], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, VITE_GATEWAY_URL: gateway.url, VITE_API_KEY: gateway.apiKey },
});
const server = await preview({ build: { outDir: join(dir, 'dist') }, preview: { port: APP_PORT, host: '127.0.0.1' }, logLevel: 'silent' });
const app = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? `http://127.0.0.1:${APP_PORT}`;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`] });

/** Gateway reads the page makes, by path, while `action` runs and the network settles after it. */
async function countReads(page: Page, action: () => Promise<void>): Promise<Map<string, number>> {
  const reads = new Map<string, number>();
  const onRequest = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.origin === new URL(gateway.url).origin && url.pathname.startsWith('/farcaster/')) {
      const path = url.pathname.replace('/farcaster/v2/', '');
      reads.set(path, (reads.get(path) ?? 0) + 1);
    }
  };
  page.on('request', onRequest);
  await action();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  page.off('request', onRequest);
  return reads;
}

const total = (reads: Map<string, number>) => [...reads.values()].reduce((a, b) => a + b, 0);
const describe = (reads: Map<string, number>) => [...reads].map(([path, n]) => `${path}×${n}`).join(', ');

async function profileReads(): Promise<Map<string, number>> {
  const page = await browser.newPage();
  const reads = await countReads(page, async () => {
    await page.goto(`${app}/u/2`);
    await page.locator('[role="feed"] article').first().waitFor();
  });
  await page.close();
  return reads;
}

async function scrollHome() {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  await page.goto(`${app}/`);
  await page.locator('[role="feed"] article').first().waitFor();
  const lastPosition = () =>
    page.evaluate(() => Math.max(0, ...[...document.querySelectorAll('[role="feed"] article')].map((a) => Number(a.getAttribute('aria-posinset')))));
  // The first ten further pages are counted to see what a page costs.
  let pageReads = new Map<string, number>();
  let pagesCounted = 0;
  while ((await lastPosition()) < SCROLL_TARGET) {
    const before = await lastPosition();
    const reads = await countReads(page, async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(
        (n) => Math.max(0, ...[...document.querySelectorAll('[role="feed"] article')].map((a) => Number(a.getAttribute('aria-posinset')))) > n,
        before,
        { timeout: 15_000 },
      );
    });
    if (pagesCounted < 10) {
      for (const [path, n] of reads) pageReads.set(path, (pageReads.get(path) ?? 0) + n);
      pagesCounted++;
    }
  }
  const castsInDom = await page.locator('[data-cast-key]').count();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const reached = await lastPosition();
  await page.close();
  pageReads = new Map([...pageReads].map(([path, n]) => [path, n / pagesCounted]));
  return { castsInDom, heapMiB: heap.usedSize / 1024 / 1024, reached, pageReads };
}

async function lighthouseScores(path: string) {
  const result = await lighthouse(`${app}${path}`, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  const categories = result?.lhr.categories;
  const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? '?';
  return {
    performance: Math.round((categories?.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
    cls: metric('cumulative-layout-shift'),
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}`,
  };
}

/** The median run by performance score, with the spread of all of them. */
async function medianScores(path: string) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseScores(path));
  runs.sort((a, b) => a.performance - b.performance);
  return { median: runs[Math.floor(runs.length / 2)]!, spread: runs.map((run) => run.performance).join(', ') };
}

async function lighthouseRows() {
  const rows = [];
  for (const [name, path] of [['home', '/'], ['profile', '/u/2'], ['thread', await threadPath(gateway)]] as const) {
    const { median, spread } = await medianScores(path);
    rows.push({ measure: `Lighthouse ${name}: performance / accessibility`, value: `${median.performance} / ${median.accessibility}`, target: '≥ 95 / 100', detail: `${median.metrics}; runs ${spread}` });
    rows.push({ measure: `Lighthouse ${name}: CLS`, value: median.cls, target: '≤ 0.02', detail: '' });
  }
  return rows;
}

try {
  if (LIGHTHOUSE_ONLY) {
    console.table(await lighthouseRows());
    process.exit(0);
  }
  const profile = await profileReads();
  const scroll = await scrollHome();
  const perPage = total(scroll.pageReads);
  console.table([
    { measure: 'requests: profile with its first page of casts', value: total(profile), target: '≤ 3', detail: describe(profile) },
    { measure: 'requests per further page (mean of 10)', value: perPage.toFixed(2), target: '1 (+ ≤ 1 users batch)', detail: describe(new Map([...scroll.pageReads].map(([p, n]) => [p, Number(n.toFixed(2))]))) },
    { measure: `cast elements in the DOM after ${scroll.reached} casts`, value: scroll.castsInDom, target: '≤ 60', detail: '' },
    { measure: `JS heap after ${scroll.reached} casts (MiB)`, value: scroll.heapMiB.toFixed(1), target: '', detail: 'after GC' },
    ...(await lighthouseRows()),
  ]);
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  await gateway.close();
  rmSync(dir, { recursive: true, force: true });
}
