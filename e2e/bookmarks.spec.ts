import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { goInApp, openAccountMenu, signInWithWallet } from './support/appSteps';
import { installTestWallet } from './support/testWallet';

/** Plain casts in the feed (no folded reply, no recast: the key is the hash) that are not bookmarked yet. */
const unkeptCasts = (page: Page) =>
  page
    .locator('[role="feed"] article:not([data-cast-key*=">"]):not([data-cast-key*="<"])')
    .filter({ has: page.getByRole('button', { name: 'Bookmark', exact: true }) });
const card = (page: Page, hash: string) => page.locator(`[role="feed"] article[data-cast-key="${hash}"]`);

const accepted = (page: Page, method: 'PUT' | 'DELETE') =>
  page.waitForResponse((r) => r.url().includes('/castline/v1/bookmarks/') && r.request().method() === method && r.ok());

/** Bookmarks the card's cast: the toggle is pressed at once, then the gateway takes it. */
async function bookmark(page: Page, article: Locator) {
  const kept = accepted(page, 'PUT');
  await article.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(article.getByRole('button', { name: 'Remove bookmark', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await kept;
}

/** The same person in another browser: a new context with the same test wallet and gateway. */
async function secondBrowser(browser: Browser, gateway: { url: string; apiKey: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((settings) => localStorage.setItem('castline.gateway', JSON.stringify(settings)), { url: gateway.url, apiKey: gateway.apiKey });
  await installTestWallet(page);
  return page;
}

test('bookmarks: two kept from their cards, listed newest first, one removed; they follow the account to another browser', async ({ page, browser, gateway, expectAccessible }) => {
  await page.goto('/?feed=latest');
  await signInWithWallet(page);
  await expect(unkeptCasts(page).nth(1)).toBeVisible();
  const [first, second] = await Promise.all([0, 1].map((i) => unkeptCasts(page).nth(i).getAttribute('data-cast-key')));
  await bookmark(page, card(page, first!));
  await bookmark(page, card(page, second!));

  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Bookmarks' }).click();
  await expect(page).toHaveURL(/\/bookmarks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
  const feed = page.getByRole('feed', { name: 'Bookmarks' });
  await expect(card(page, first!)).toBeVisible();
  await expect(card(page, second!)).toBeVisible();
  // Newest first: the one bookmarked second comes before the other.
  const place = async (hash: string) => Number(await card(page, hash).getAttribute('aria-posinset'));
  expect(await place(second!)).toBeLessThan(await place(first!));
  await expect(card(page, first!).getByRole('button', { name: 'Remove bookmark', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The gateway keeps them: no sentence about this browser.
  await expect(page.getByText('Kept in this browser')).toHaveCount(0);
  await expectAccessible();

  // Taking one away removes it from the list at once, and for good.
  const removed = accepted(page, 'DELETE');
  await card(page, first!).getByRole('button', { name: 'Remove bookmark', exact: true }).click();
  await expect(card(page, first!)).toHaveCount(0);
  await removed;
  await page.reload();
  await signInWithWallet(page);
  await expect(card(page, second!)).toBeVisible();
  await expect(card(page, first!)).toHaveCount(0);
  await expect(feed).toBeVisible();

  // Another browser, the same account: the bookmarks are there, and shown on the cards.
  const other = await secondBrowser(browser, gateway);
  try {
    await other.goto('/bookmarks');
    await expect(other.getByText('Sign in to see the casts you bookmarked.')).toBeVisible();
    await signInWithWallet(other);
    await expect(card(other, second!)).toBeVisible();
    await expect(card(other, first!)).toHaveCount(0);
    await goInApp(other, '/?feed=latest');
    await expect(card(other, second!).getByRole('button', { name: 'Remove bookmark', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(other, first!).getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute('aria-pressed', 'false');
  } finally {
    await other.context().close();
  }
});

test('screenshots of the Bookmarks screen, light and dark, desktop and phone', async ({ page }) => {
  test.skip(!process.env.CASTLINE_SHOTS, 'taken on request: CASTLINE_SHOTS=<folder>');
  const dir = process.env.CASTLINE_SHOTS!;
  await page.goto('/?feed=latest');
  await signInWithWallet(page);
  await expect(unkeptCasts(page).nth(1)).toBeVisible();
  const keys = await Promise.all([0, 1].map((i) => unkeptCasts(page).nth(i).getAttribute('data-cast-key')));
  for (const key of keys) await bookmark(page, card(page, key!));
  await goInApp(page, '/bookmarks');
  await expect(page.getByRole('feed', { name: 'Bookmarks' }).locator('article').nth(1)).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [w, h] of [[1280, 800], [390, 844]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/bookmarks-${w}-${scheme}.png` });
      // The account menu, where the screen is found.
      await openAccountMenu(page);
      await page.screenshot({ path: `${dir}/bookmarks-menu-${w}-${scheme}.png` });
      await page.keyboard.press('Escape');
    }
  }
});
