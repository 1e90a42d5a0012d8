import type { Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { demoClient, l2Client } from '../gateway/testing/demoClient';
import { test as base, expect } from './support/fixtures';
import { signInWithWallet } from './support/appSteps';
import { castRow, uniqueText } from './support/composerSteps';
import { SAME_IN_BOTH_MODES } from './support/modeTags';

/**
 * Each test is a new L2 person, the wallet's account, so that tests sharing a worker's gateway never see
 * each other's casts and follows.
 */
const test = base.extend<{ person: PrivateKeyAccount }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its pattern.
  person: async ({}, use) => use(privateKeyToAccount(generatePrivateKey())),
  walletOptions: async ({ person }, use) => use({ accounts: [person] }),
});

/** The Following feed has arrived: its casts, or the suggestions shown when there are none. */
async function followingReady(page: Page) {
  const feed = page.getByRole('feed', { name: 'Casts from people you follow' });
  await expect(feed.getByRole('article').first().or(page.getByTestId('follow-suggestions'))).toBeVisible();
}

/** Moves inside the app without a reload, which would end the in-memory session. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function shoot(page: Page, name: string) {
  if (test.info().project.name !== 'spec') return;
  for (const [size, scheme] of [[{ width: 1280, height: 800 }, 'light'], [{ width: 390, height: 844 }, 'dark']] as const) {
    await page.setViewportSize(size);
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}-${scheme}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('a new account', () => {
  // Nobody else acts as this wallet: its Following feed is truly empty.
  test.use({ walletOptions: { accounts: [privateKeyToAccount(generatePrivateKey())] } });

  test('a new account’s empty Following feed offers people and channels to follow, one click each, and Latest one tap away', async ({ page, expectAccessible }) => {
    await page.goto('/');
    await signInWithWallet(page);
    const suggestions = page.getByTestId('follow-suggestions');
    await expect(suggestions.getByRole('heading', { name: 'People to follow' })).toBeVisible();
    await expect(suggestions.getByRole('heading', { name: 'Channels to follow' })).toBeVisible();
    await expect(suggestions.getByRole('link', { name: 'everyone’s latest casts' })).toHaveAttribute('href', '/?feed=latest');
    await expectAccessible();
    const people = suggestions.getByRole('list', { name: 'People to follow' }).getByRole('listitem');
    expect(await people.count()).toBeGreaterThan(3);
    const first = people.first();
    const profile = await first.getByRole('link').first().getAttribute('href');
    await first.getByRole('button', { name: 'Follow' }).click();
    await expect(first.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await suggestions.getByRole('button', { name: 'Show their casts' }).click();
    const feed = page.getByRole('feed', { name: 'Casts from people you follow' });
    await expect(feed.getByRole('article').first()).toBeVisible();
    await expect(feed.getByRole('article').first().locator(`a[href="${profile}"]`).first()).toBeVisible();
  });
});

test('signed in, home opens on Following: only followed people, their recasts (a stranger’s reply on its own, never one’s own cast) and one’s own casts, and it follows a follow', async ({ page, gateway, person, expectAccessible }) => {
  test.setTimeout(120_000);
  const bob = await demoClient(gateway.url, gateway.apiKey, 2);
  const text = uniqueText('for my followers');
  const bobsCast = { hash: await bob.cast(text), fid: '2' };

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Latest casts' })).toBeVisible();
  await signInWithWallet(page);
  await expect(page.getByRole('link', { name: 'Following', exact: true })).toHaveAttribute('aria-current', 'page');
  await followingReady(page);
  await expect(castRow(page, text)).toHaveCount(0);

  await goInApp(page, '/u/2');
  const bobHeader = page.getByRole('main').locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await bobHeader.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(bobHeader.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  const recastText = uniqueText('worth a recast');
  const carol = await demoClient(gateway.url, gateway.apiKey, 3);
  const carolsHash = await carol.cast(recastText);
  await bob.recast({ hash: carolsHash, fid: '3' });
  const mine = uniqueText('my own, for my followers');
  const me = await l2Client(gateway.url, gateway.apiKey, person);
  const myCast = { hash: await me.cast(mine), fid: me.fid };
  // Someone this person does not follow answers bob, and bob recasts the answer; bob and this person each recast their own cast.
  const answer = uniqueText('a stranger answers bob');
  const answerHash = await (await demoClient(gateway.url, gateway.apiKey, 5)).reply(bobsCast, answer);
  await bob.recast({ hash: answerHash, fid: '5' });
  await bob.recast(bobsCast);
  await me.recast(myCast);

  await page.getByRole('link', { name: 'Home', exact: true }).click();
  const feed = page.getByRole('feed', { name: 'Casts from people you follow' });
  await expect(castRow(page, text)).toBeVisible();
  const recast = feed.getByRole('article').filter({ hasText: recastText });
  await expect(recast).toContainText(/recast/);
  await expect(recast.getByRole('link', { name: /^Bob/ }).first()).toBeVisible();
  await expect(castRow(page, mine)).toBeVisible();
  // The stranger's answer is there as bob's recast, on its own: not folded under bob's cast.
  const answered = castRow(page, answer);
  await expect(answered).toContainText(/recast/);
  await expect(answered).not.toContainText(text);
  // A cast recast by its own author is shown once, as theirs.
  for (const own of [text, mine]) await expect(castRow(page, own).locator('p').filter({ hasText: / recast$/ })).toHaveCount(0);
  // Every row is by bob (a cast, or a reply folded under its parent), recast by him, or this person's own.
  const own = `a[href="/u/${person.address.toLowerCase()}"]`;
  const rows = await feed.getByRole('article').evaluateAll(
    (articles, ownLink) =>
      articles.map(
        (a) => a.querySelector('a[href="/u/2"]') !== null || a.querySelector(ownLink) !== null || [...a.querySelectorAll('p')].some((p) => / recast$/.test(p.textContent ?? '')),
      ),
    own,
  );
  expect(rows.length).toBeGreaterThan(1);
  expect(rows.every(Boolean)).toBe(true);
  await expectAccessible();
  await shoot(page, 'following');

  await page.getByRole('link', { name: 'Latest' }).click();
  await expect(page.getByRole('link', { name: 'Latest' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Channel', { exact: true })).toBeVisible();

  await goInApp(page, '/u/2');
  await bobHeader.getByRole('button', { name: 'Unfollow' }).click();
  await expect(bobHeader.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await page.getByRole('link', { name: 'Following', exact: true }).click();
  await followingReady(page);
  await expect(castRow(page, mine)).toBeVisible();
  await expect(castRow(page, text)).toHaveCount(0);
});

test('notifications from other people: the unseen count, grouped rows, and opening them marks them seen', async ({ page, gateway, person, expectAccessible }) => {
  const me = await l2Client(gateway.url, gateway.apiKey, person);
  const mine = { hash: await me.cast(uniqueText('notice this')), fid: me.fid };
  const [bob, carol, dave] = await Promise.all([2, 3, 4].map((fid) => demoClient(gateway.url, gateway.apiKey, fid)));
  await bob.like(mine);
  await carol.like(mine);
  await bob.recast(mine);
  await carol.follow(me.fid);
  const replyText = uniqueText('a reply for you');
  await dave.reply(mine, replyText);
  await bob.mention(me.fid, 'hello ');

  await page.goto('/');
  await signInWithWallet(page);
  const link = page.getByRole('link', { name: 'Notifications 6 unseen' });
  await expect(link).toBeVisible();
  await link.click();
  const list = page.getByRole('list', { name: 'Notifications, newest first' });
  await expect(list.getByRole('link', { name: /^(Bob \w+ and Carol \w+|Carol \w+ and Bob \w+) liked your cast$/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /^Bob \w+ recast your cast$/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /^Carol \w+ followed you$/ })).toHaveAttribute('href', '/u/3');
  await expect(list.getByRole('link', { name: /^Dave \w+ replied to your cast$/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /^Bob \w+ mentioned you$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expectAccessible();
  await shoot(page, 'notifications');

  const count = await (await fetch(`${gateway.url}/farcaster/v2/unseen-notifications-count`, { headers: { 'API-KEY': gateway.apiKey, Authorization: `Bearer ${me.token}` } })).json();
  expect(count.result.unseenCount).toBe(0);
  await list.getByRole('link', { name: /replied to your cast$/ }).click();
  await expect(page).toHaveURL(/\/cast\/0x/);
  await expect(page.getByRole('article', { name: /^Cast by Dave/ })).toContainText(replyText);
});

test('notifications from wallet-only accounts fit a phone: short names, no raw address, no sideways scroll', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway, person }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const me = await l2Client(gateway.url, gateway.apiKey, person);
  const mine = { hash: await me.cast(uniqueText('seen by wallets')), fid: me.fid };
  const fan = await l2Client(gateway.url, gateway.apiKey, privateKeyToAccount(generatePrivateKey()));
  await fan.like(mine);
  await fan.follow(me.fid);

  await page.goto('/notifications');
  await signInWithWallet(page);
  const list = page.getByRole('list', { name: 'Notifications, newest first' });
  const short = `${fan.fid.slice(0, 6)}…${fan.fid.slice(-4)}`;
  await expect(list.getByRole('link', { name: new RegExp(`^${short}.* followed you$`) })).toBeVisible();
  await expect(list.getByRole('link', { name: new RegExp(`^${short}.* liked your cast$`) })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(/0x[0-9a-fA-F]{40}/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a cast’s like and recast counts open the people behind them, with follow buttons', async ({ page, gateway, expectAccessible }) => {
  const bob = await demoClient(gateway.url, gateway.apiKey, 2);
  const hash = await bob.cast(uniqueText('like me'));
  for (const fid of [3, 4]) await (await demoClient(gateway.url, gateway.apiKey, fid)).like({ hash, fid: '2' });
  await (await demoClient(gateway.url, gateway.apiKey, 5)).recast({ hash, fid: '2' });

  await page.goto(`/cast/${hash}`);
  await signInWithWallet(page);
  await page.getByRole('link', { name: '2 likes: see who liked this cast' }).click();
  await expect(page.getByRole('heading', { name: 'Liked by' })).toBeVisible();
  const likers = page.getByRole('list', { name: 'Liked by, newest first' }).getByRole('listitem');
  await expect(likers).toHaveCount(2);
  await expect(likers.first()).toContainText('@dave');
  await expect(likers.nth(1)).toContainText('@carol');
  await expect(likers.first().getByRole('button', { name: 'Follow' })).toBeVisible();
  await expectAccessible();
  await shoot(page, 'likers');
  await page.getByRole('link', { name: 'Recasts' }).click();
  await expect(page.getByRole('list', { name: 'Recast by, newest first' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Recast by, newest first' })).toContainText('@erin');
});

test('opening home signed in takes at most 3 reads of the gateway', async ({ page, gateway }) => {
  await page.goto('/');
  await expect(page.getByRole('feed', { name: 'Latest casts' }).getByRole('article').first()).toBeVisible();
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Reads are GETs: the reachability probe (a HEAD, with no body), which a failed or cancelled read
    // during the sign-in can set off, reads nothing.
    if (url.origin === new URL(gateway.url).origin && request.method() === 'GET' && url.pathname.startsWith('/farcaster/')) {
      reads.push(`${request.method()} ${url.pathname}`);
    }
  });
  await signInWithWallet(page);
  await followingReady(page);
  await expect(page.getByRole('link', { name: /^Notifications/ })).toBeVisible();
  // Let anything the screen starts on arrival finish: the count holds still for a whole second.
  await expect
    .poll(async () => {
      const before = reads.length;
      await page.waitForTimeout(1000);
      return reads.length - before;
    })
    .toBe(0);
  console.log(`reads to open home signed in (${test.info().project.name}): ${reads.length}: ${reads.join(', ')}`);
  expect(reads.length).toBeLessThanOrEqual(3);
});

test('on a phone, home signed in starts its first cast high under one row of feed tabs, and says Following once', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway, person, expectAccessible }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await (await l2Client(gateway.url, gateway.apiKey, person)).follow('2');
  await page.goto('/');
  await signInWithWallet(page);
  const first = page.getByRole('feed', { name: 'Casts from people you follow' }).getByRole('article').first();
  await expect(first).toBeVisible();
  await expect(page.getByRole('link', { name: 'Following', exact: true })).toHaveAttribute('aria-current', 'page');
  expect((await first.boundingBox())!.y).toBeLessThan(170);
  await expect(page.getByText('Following', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expectAccessible();
  const dir = process.env.CASTLINE_SHOTS;
  if (dir) {
    for (const [name, size, ready] of [
      ['home-phone', { width: 390, height: 844 }, first],
      ['home-signed-in', { width: 1280, height: 800 }, page.getByRole('navigation', { name: 'Main' })],
    ] as const) {
      await page.setViewportSize(size);
      await expect(ready).toBeVisible();
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({ path: `${dir}/${name}-${scheme}.png` });
      }
    }
  }
});
