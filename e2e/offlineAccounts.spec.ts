import type { Page } from '@playwright/test';
import { GATEWAY_READS_CACHE, keptReadAccount } from '../src/config/offlineCache';
import { accessTokenOf, expectSignedIn, goInApp, openAccountMenu, pressSignIn, signInWithWallet, signOut } from './support/appSteps';
import { test, expect } from './support/fixtures';
import { SAME_IN_BOTH_MODES } from './support/modeTags';
import { cacheEntries, workerInControl } from './support/serviceWorker';

test.use({ serviceWorkers: 'allow' });

const bob = /0x7099…79C8/i;
const BOOKMARKS = '/castline/v1/bookmarks';

/** The accounts whose reads of `path` the worker keeps (null: read signed out). */
async function keptFor(page: Page, path: string): Promise<(string | null)[]> {
  const entries = await cacheEntries(page, []);
  return entries.filter((entry) => entry.cache === GATEWAY_READS_CACHE && new URL(entry.url).pathname.endsWith(path)).map((entry) => keptReadAccount(entry.url));
}

test("the worker keeps each account's reads apart and without credentials, and forgets an account's at its sign-out", { tag: SAME_IN_BOTH_MODES }, async ({ page, context, gateway, wallet }) => {
  // The first account bookmarks a cast and opens its Bookmarks with the worker in control.
  await page.goto('/?feed=latest');
  await workerInControl(page);
  const token = await accessTokenOf(await signInWithWallet(page));
  const unkept = page.locator('[role="feed"] article:not([data-cast-key*=">"]):not([data-cast-key*="<"])').filter({ has: page.getByRole('button', { name: 'Bookmark', exact: true }) });
  const hash = await unkept.first().getAttribute('data-cast-key');
  const bookmarked = page.waitForResponse((r) => r.url().includes(`${BOOKMARKS}/`) && r.request().method() === 'PUT' && r.ok());
  await unkept.first().getByRole('button', { name: 'Bookmark', exact: true }).click();
  await bookmarked;
  await goInApp(page, '/bookmarks');
  const firstAccountsCast = page.locator(`[role="feed"] article[data-cast-key="${hash}"]`);
  await expect(firstAccountsCast).toBeVisible();
  await expect.poll(() => keptFor(page, BOOKMARKS)).toHaveLength(1);
  const [first] = await keptFor(page, BOOKMARKS);
  expect(first).not.toBeNull();

  // Nothing the worker keeps holds a credential: no header in any key, no token or key in any address,
  // header or answer, and nothing but its type with a kept read's answer.
  const entries = await cacheEntries(page, [GATEWAY_READS_CACHE]);
  expect(entries.filter((entry) => entry.cache === GATEWAY_READS_CACHE).length).toBeGreaterThan(3);
  for (const entry of entries) {
    expect(entry.requestHeaders, entry.url).toEqual([]);
    expect(entry.url).not.toMatch(/[?&#](token|access_?token|api[-_]?key)=/i);
    expect(JSON.stringify(entry.responseHeaders), entry.url).not.toMatch(/authorization|api-key|bearer|cookie/i);
    if (entry.cache === GATEWAY_READS_CACHE) expect(entry.responseHeaders.map(([name]) => name), entry.url).toEqual(['content-type']);
  }
  const stored = JSON.stringify(entries);
  expect(stored).not.toContain(token);
  expect(stored).not.toContain(gateway.apiKey);

  // A second account, while the gateway takes 5 s to list bookmarks (longer than the worker waits
  // before it answers from what it kept): it waits for its own list, and never sees the first account's.
  await context.route(
    (url) => url.pathname.endsWith(BOOKMARKS),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue().catch(() => {});
    },
  );
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Add another account' }).click();
  await wallet.switchAccount(1);
  await pressSignIn(page);
  await expectSignedIn(page, bob);
  await expect(page.getByText('No bookmarks yet. Bookmark a cast from its actions to find it here.')).toBeVisible({ timeout: 15_000 });
  await expect(firstAccountsCast).toHaveCount(0);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await expect.poll(async () => new Set(await keptFor(page, BOOKMARKS)).size).toBe(2);
  const second = (await keptFor(page, BOOKMARKS)).find((account) => account !== first);

  // The first account signs out: its kept reads go, the second's (still signed in here) stay.
  await openAccountMenu(page);
  await page.getByRole('button', { name: /switch to (.+\()?0xf39f…2266/i }).click();
  await expect(firstAccountsCast).toBeVisible();
  await signOut(page);
  await expect.poll(async () => (await cacheEntries(page, [])).some((entry) => keptReadAccount(entry.url) === first)).toBe(false);
  expect(await keptFor(page, BOOKMARKS)).toEqual([second]);
});
