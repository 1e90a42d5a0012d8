import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from './support/fixtures';
import { SAME_IN_BOTH_MODES } from './support/modeTags';
import { shootLightAndDark } from './support/screenshots';
import { goInApp, openAccountMenu, signInWithWallet, signOut } from './support/appSteps';
import { castRow, composerNamed, uniqueText, writeIn } from './support/composerSteps';
import { cardWithoutLinks, walkGateway } from './support/reading';

/** Waits until the service worker controls the page, so that what is read from here on is kept. */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const banner = (page: Page) => page.getByTestId('offline-banner');

test.use({ serviceWorkers: 'allow' });

test('the installed app opens offline with what it has read, and sends a cast written offline once back online', { tag: SAME_IN_BOTH_MODES }, async ({ page, context, gateway, compat, expectAccessible }) => {
  test.setTimeout(120_000);
  // Online: read the latest casts and open one, with the worker in control.
  await page.goto('/?feed=latest');
  await workerInControl(page);
  await page.reload();
  const feed = page.getByRole('feed');
  const first = cardWithoutLinks(page, feed);
  await expect(first).toBeVisible();
  const firstText = (await first.locator('[dir="auto"]').first().innerText()).trim();
  await first.locator('[dir="auto"]').first().click();
  await expect(page).toHaveURL(/\/cast\/0x/);
  const castUrl = page.url();
  await expect(page.getByRole('article', { name: /^Cast by / })).toContainText(firstText);
  // Signing in once leaves the account this browser's casts are written for.
  await signInWithWallet(page);
  await expect(banner(page)).toHaveCount(0);

  // Offline: the page says so at once; reloaded, the app itself comes from the worker and the casts
  // already read from its cache. (After a navigation Chromium's emulated offline leaves navigator.onLine
  // true; the app's probe of the gateway finds it unreachable either way.)
  await context.setOffline(true);
  await expect(banner(page)).toHaveText("You're offline — showing what this device has already read.");
  await page.goto('/?feed=latest');
  await expect(banner(page)).toContainText('showing what this device has already read.');
  await expect(castRow(page, firstText).first()).toBeVisible();
  await page.goto(castUrl);
  await expect(page.getByRole('article', { name: /^Cast by / })).toContainText(firstText);
  await expectAccessible();
  // A screen never read has nothing kept: it says so, and does not spin.
  await goInApp(page, '/u/7/followers');
  await expect(page.getByText(/can.t reach the gateway at 127\.0\.0\.1/i).first()).toBeVisible();

  // A cast written offline waits in the outbox, unsigned.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/farcaster/v2/message')) requests.push(request.url());
  });
  await page.goto('/compose');
  // The reloaded app knows it is offline once its probe of the gateway fails, and says so; until then a
  // post without a session asks for a sign-in.
  await expect(banner(page)).toContainText('showing what this device has already read.');
  const composer = composerNamed(page, 'New cast');
  const text = uniqueText('Written on a train with no signal');
  await writeIn(composer, text);
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(composer.getByTestId('publish-status')).toContainText("You're offline. Your cast waits in the Outbox and is sent when the connection returns.");
  await expect(composer.locator('textarea').first()).toHaveValue('');
  await expect(banner(page)).toContainText('1 cast waits in the Outbox for a connection.');
  await composer.getByRole('link', { name: 'Open the Outbox' }).click();
  const outbox = page.getByRole('list', { name: 'Outbox' });
  const entry = outbox.getByRole('listitem', { name: text });
  await expect(entry.getByTestId('outbox-state')).toHaveText('Waiting for a connection');
  await expectAccessible();
  expect(requests).toEqual([]);

  // Back online: the reload of the only tab ended the session, so the outbox asks for a sign-in, then sends.
  await context.setOffline(false);
  await expect(banner(page)).toContainText('Sign in to send 1 waiting cast.');
  await expect(entry.getByTestId('outbox-state')).toHaveText('Waiting for you to sign in');
  await signInWithWallet(page);
  await expect(entry.getByTestId('outbox-state')).toContainText('Posted.', { timeout: 20_000 });
  await expect(banner(page)).toHaveCount(0);
  expect(requests).toHaveLength(1);
  await entry.getByRole('link', { name: 'View your cast' }).click();
  await expect(page.getByRole('article', { name: /^Cast by / })).toContainText(text);

  // Nothing is left in the outbox, and the gateway holds the cast once.
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Outbox', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Outbox' }).getByRole('listitem', { name: text }).getByTestId('outbox-state')).toContainText('Posted.');
  if (compat === 'spec') {
    const latest = await walkGateway(gateway, 'casts', {}, 'casts');
    expect(latest.filter((cast) => cast.text === text)).toHaveLength(1);
  }

  // Signing out forgets the gateway's answers the worker kept.
  expect(await page.evaluate(async () => (await (await caches.open('castline-gateway-reads')).keys()).length)).toBeGreaterThan(0);
  await signOut(page);
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('castline-gateway-reads'))).toBe(false);
});

test('a waiting cast the gateway refuses says why and goes with Retry; one deleted never goes', { tag: SAME_IN_BOTH_MODES }, async ({ page, context }) => {
  await page.goto('/?feed=latest');
  await workerInControl(page);
  await signInWithWallet(page);
  await context.setOffline(true);
  const composer = composerNamed(page, 'Write a cast');
  const [refused, sent, deleted] = ['Refused at first', 'Sent at once', 'Thought better of it'].map(uniqueText);
  for (const text of [refused, sent, deleted]) {
    await writeIn(composer, text);
    await composer.getByRole('button', { name: 'Post' }).click();
    await expect(composer.getByTestId('publish-status')).toContainText('waits in the Outbox');
  }
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Outbox', exact: true }).click();
  const outbox = page.getByRole('list', { name: 'Outbox' });
  const row = (text: string) => outbox.getByRole('listitem', { name: text });
  await row(deleted).getByRole('button', { name: `Delete: ${deleted}` }).click();
  await row(deleted).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(row(deleted)).toHaveCount(0);
  await expect(banner(page)).toContainText('2 casts wait in the Outbox for a connection.');

  // The first message the gateway is sent is refused (as a gateway would refuse a cast it will not take).
  await context.route('**/farcaster/v2/message', (route) => route.fulfill({ status: 400, json: { error: 'Casts about trains are not taken today' } }), { times: 1 });
  await context.setOffline(false);
  await expect(row(refused).getByTestId('outbox-state')).toHaveText('Could not send: The gateway rejected the request: Casts about trains are not taken today.', { timeout: 20_000 });
  await expect(row(sent).getByTestId('outbox-state')).toContainText('Posted.', { timeout: 20_000 });
  await row(refused).getByRole('button', { name: `Retry: ${refused}` }).click();
  await expect(row(refused).getByTestId('outbox-state')).toContainText('Posted.', { timeout: 20_000 });
  await page.goto('/?feed=latest');
  await expect(castRow(page, refused)).toHaveCount(1);
  await expect(castRow(page, sent)).toHaveCount(1);
  await expect(castRow(page, deleted)).toHaveCount(0);
});

test('the web manifest is served, complete, with icons that load', { tag: SAME_IN_BOTH_MODES }, async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: 'Castline', short_name: 'Castline', display: 'standalone', start_url: '/', scope: '/' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
    const { width, height, format } = await sharp(await response.body()).metadata();
    expect(`${width}x${height}`).toBe(icon.sizes);
    expect(format).toBe('png');
  }
});

test('screenshots of the offline states, light and dark, desktop and phone', async ({ page, context }) => {
  test.setTimeout(180_000);
  test.skip(!process.env.CASTLINE_SHOTS, 'taken on request: CASTLINE_SHOTS=<folder>');
  const dir = process.env.CASTLINE_SHOTS!;
  const shoot = (name: string) => shootLightAndDark(page, dir, name);
  await page.goto('/?feed=latest');
  await workerInControl(page);
  await page.reload();
  await signInWithWallet(page);
  await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
  await context.setOffline(true);
  const composer = composerNamed(page, 'Write a cast');
  for (const text of ['Reading on the train: the tunnel starts here.', 'Two more stops. This one waits too.']) {
    await writeIn(composer, text);
    await composer.getByRole('button', { name: 'Post' }).click();
    await expect(composer.getByTestId('publish-status')).toContainText('waits in the Outbox');
  }
  await expect(banner(page)).toContainText('2 casts wait in the Outbox for a connection.');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot('offline-home');
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Outbox', exact: true }).click();
  await expect(page.getByTestId('outbox-state')).toHaveCount(2);
  await shoot('outbox-waiting');
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-state').filter({ hasText: 'Posted.' })).toHaveCount(2, { timeout: 30_000 });
  await shoot('outbox-posted');
});
