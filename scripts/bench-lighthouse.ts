/**
 * `npm run bench:lighthouse`: Lighthouse's mobile preset (a mid-range phone on simulated slow 4G) on a
 * production build against a local gateway with the demo seed, for home, a profile, a thread and
 * notifications, each the median of three runs (CASTLINE_LIGHTHOUSE_RUNS): performance and accessibility
 * scores (targets 95 and 100), and for whatever is under them, the audits that cost the points. Then the
 * largest contentful paint of home on a first visit (storage and cache cleared, as every run above) and on
 * a returning one (the same browser profile after a visit: its cache, storage and service worker kept).
 * Notifications need a session: the test wallet signs in in a tab of the same browser, and the page
 * Lighthouse opens is handed the session as any new tab is. Ports: CASTLINE_BENCH_PORT (app, 4191) and
 * CASTLINE_BENCH_DEBUG_PORT (Chromium, 9340).
 */
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { demoClient, l2Client } from '../gateway/testing/demoClient';
import { CHROMIUM, CHROMIUM_FLAGS, loadAverage, signInOnPage, startBenchApp, threadPath } from './benchApp';
import { median } from './benchStats';

const RUNS = Number(process.env.CASTLINE_LIGHTHOUSE_RUNS ?? 3);
const DEBUG_PORT = Number(process.env.CASTLINE_BENCH_DEBUG_PORT ?? 9340);
const TARGETS = { performance: 95, accessibility: 100 };

console.log(`Start: ${loadAverage()}`);
const app = await startBenchApp('lighthouse', Number(process.env.CASTLINE_BENCH_PORT ?? 4191));
// A persistent profile: the page Lighthouse opens shares its storage, and so the session hand-over, with the signed-in tab.
const browser = await chromium.launchPersistentContext(`${app.dir}/profile`, {
  executablePath: CHROMIUM,
  args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`],
});

const run = async (path: string, returning = false): Promise<Result> => {
  const result = await lighthouse(`${app.url}${path}`, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: returning,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  return result.lhr;
};

/** Each page's figures as they come, so a later failure loses none of them. */
const print = <T>(row: T): T => {
  console.log(JSON.stringify(row));
  return row;
};

const score = (lhr: Result, category: 'performance' | 'accessibility') => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const lcpSeconds = (lhr: Result) => (lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000;
const lcpElement = (lhr: Result) => {
  const items = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { nodeLabel?: string } }[] }[] } | undefined)?.items;
  return (items?.[0]?.items?.[0]?.node?.nodeLabel ?? '?').replace(/\s+/g, ' ').slice(0, 50);
};

/** The audits that cost a category points, as "audit −points", largest first: weighted by the category's own weights. */
function pointsLost(lhr: Result, category: 'performance' | 'accessibility'): string {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return refs
    .map((ref) => ({ id: ref.id, lost: (ref.weight * (1 - (lhr.audits[ref.id]?.score ?? 1))) / total * 100 }))
    .filter((audit) => audit.lost >= 0.5)
    .sort((a, b) => b.lost - a.lost)
    .map((audit) => `${audit.id} −${audit.lost.toFixed(1)}`)
    .join(', ');
}

/** Three runs of a page, each figure the median; what cost the points is told from the run with the median performance score. */
async function measure(name: string, path: string) {
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(path));
  const performance = median(runs.map((lhr) => score(lhr, 'performance')));
  const accessibility = median(runs.map((lhr) => score(lhr, 'accessibility')));
  const middle = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor(runs.length / 2)]!;
  const lost = [
    performance < TARGETS.performance ? `performance: ${pointsLost(middle, 'performance')}` : '',
    accessibility < TARGETS.accessibility ? `accessibility: ${pointsLost(middle, 'accessibility')}` : '',
  ].filter(Boolean);
  return {
    runs,
    row: {
      page: name,
      performance,
      accessibility,
      'runs (performance)': runs.map((lhr) => score(lhr, 'performance')).join(', '),
      'LCP s (median)': median(runs.map(lcpSeconds)).toFixed(2),
      'LCP element': lcpElement(middle),
      'points lost': lost.join('; ') || '—',
    },
  };
}

try {
  const rows = [];
  const home = await measure('home', '/');
  rows.push(print(home.row));
  rows.push(print((await measure('profile', '/u/2')).row));
  rows.push(print((await measure('thread', await threadPath(app.gateway))).row));

  // A returning visitor: home visited once in this profile, then measured with what it kept.
  const returning: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const visit = await browser.newPage();
    await visit.goto(`${app.url}/`);
    await visit.locator('[role="feed"] article').first().waitFor();
    await visit.waitForLoadState('networkidle');
    await visit.close();
    returning.push(lcpSeconds(await run('/', true)));
  }

  // Notifications: a new person, signed in in a tab that stays open, whose cast others liked, replied to and mentioned them in.
  const signedIn = await browser.newPage();
  const person = await signInOnPage(signedIn, app.url);
  const me = await l2Client(app.gateway.url, app.gateway.apiKey, person);
  const mine = { hash: await me.cast('Measured by Lighthouse'), fid: me.fid };
  const [bob, carol, dave] = await Promise.all([2, 3, 4].map((fid) => demoClient(app.gateway.url, app.gateway.apiKey, fid)));
  await bob!.like(mine);
  await carol!.follow(me.fid);
  await dave!.reply(mine, 'A reply to be notified of');
  await bob!.mention(me.fid, 'hello ');
  // The page Lighthouse opens is handed the session; shown here once in a tab of its own.
  const check = await browser.newPage();
  await check.goto(`${app.url}/notifications`);
  await check.getByRole('list', { name: 'Notifications, newest first' }).getByRole('listitem').first().waitFor();
  await check.close();
  rows.push(print((await measure('notifications (signed in)', '/notifications')).row));
  await signedIn.close();

  console.table(rows);
  const firstVisit = median(home.runs.map(lcpSeconds));
  const returned = median(returning);
  console.table([
    { visit: 'first (storage and cache cleared)', 'home LCP s, slow 4G (median)': firstVisit.toFixed(2), runs: home.runs.map((lhr) => lcpSeconds(lhr).toFixed(2)).join(', '), target: '≤ 2.0' },
    { visit: 'returning (same profile, after a visit)', 'home LCP s, slow 4G (median)': returned.toFixed(2), runs: returning.map((s) => s.toFixed(2)).join(', '), target: '≤ 1.0' },
  ]);
  console.log(`End: ${loadAverage()}`);
} finally {
  await browser.close();
  await app.close();
}
