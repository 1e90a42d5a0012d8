import type { Browser, Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { l2Client } from '../gateway/testing/demoClient';
import type { RunningGateway } from '../gateway/server';
import { goInApp, signInWithWallet } from './support/appSteps';
import { test as base, expect } from './support/fixtures';
import { SAME_IN_BOTH_MODES } from './support/modeTags';
import { atEachSizeAndScheme } from './support/screenshots';
import { installTestWallet } from './support/testWallet';

/** Each test is a new L2 person, the wallet's account, so tests sharing a worker's gateway never see each other's follows. */
const test = base.extend<{ person: PrivateKeyAccount }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its pattern.
  person: async ({}, use) => use(privateKeyToAccount(generatePrivateKey())),
  walletOptions: async ({ person }, use) => use({ accounts: [person] }),
});

/**
 * The channel the person follows. Not the demo's quiet channel, which other specs on the worker's gateway
 * expect to stay empty: a cast posted here is the newest of many, and the only one after the follow.
 */
const CHANNEL = 'books';
const CHANNEL_URL = `https://warpcast.com/~/channel/${CHANNEL}`;

async function followerCount(gateway: RunningGateway, key: string): Promise<number> {
  const response = await fetch(new URL(`/farcaster/v2/synced-channel/${key}`, gateway.url), { headers: { 'API-KEY': gateway.apiKey } });
  return ((await response.json()) as { syncedChannel: { followerCount: number } }).syncedChannel.followerCount;
}

/** The same person in another browser: a new context with the person's wallet and the same gateway. */
async function secondBrowser(browser: Browser, gateway: RunningGateway, person: PrivateKeyAccount): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((settings) => localStorage.setItem('castline.gateway', JSON.stringify(settings)), { url: gateway.url, apiKey: gateway.apiKey });
  await installTestWallet(page, { accounts: [person] });
  return page;
}

const followingFeed = (page: Page) => page.getByRole('feed', { name: 'Casts from people you follow' });
/** The side bar's "Your channels", beside every screen from 1024 px. */
const sideBarChannels = (page: Page) => page.getByRole('banner').getByRole('region', { name: 'Your channels' });

test('channels: one followed from its page brings a stranger’s cast into Following, counts it in Your channels until opened, follows the account to another browser, and leaves from the directory; an empty Following suggests channels', async ({ page, browser, gateway, person, expectAccessible }) => {
  const followers = await followerCount(gateway, CHANNEL);
  await page.goto(`/channel/${CHANNEL}`);
  await signInWithWallet(page);
  const header = page.getByRole('main').locator('header').first();
  await expect(header).toContainText(`${followers} followers`);
  // The channel page's own button (the right column lists the most active channels too).
  await page.getByRole('main').getByRole('button', { name: `Follow /${CHANNEL}` }).click();
  await expect(page.getByRole('main').getByRole('button', { name: `Unfollow /${CHANNEL}` })).toBeVisible();
  await expect(header).toContainText(`${followers + 1} followers`);
  await expect(sideBarChannels(page).getByRole('link', { name: `/${CHANNEL}`, exact: true })).toBeVisible();
  await expectAccessible();

  // Another browser, the same account: the follow is there.
  const other = await secondBrowser(browser, gateway, person);
  try {
    await other.goto('/channels/yours');
    await expect(other.getByText('Sign in to see the channels you follow.')).toBeVisible();
    await signInWithWallet(other);
    await expect(other.getByRole('main').getByRole('list', { name: 'Your channels' }).getByRole('link', { name: new RegExp(`^/${CHANNEL} `) })).toBeVisible();
  } finally {
    await other.context().close();
  }

  // Someone the person does not follow posts in the channel: Following shows it, marked with the channel.
  const text = `A new chapter ${Date.now()}`;
  const hash = await (await l2Client(gateway.url, gateway.apiKey, privateKeyToAccount(generatePrivateKey()))).cast(text, CHANNEL_URL);
  await goInApp(page, '/');
  const cast = followingFeed(page).locator(`article[data-cast-key="${hash}"]`);
  await expect(cast).toContainText(text);
  await expect(cast.getByRole('link', { name: `/${CHANNEL}`, exact: true })).toBeVisible();

  // Your channels, from the channels screen: the cast counted as new, until the channel is opened.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Channels' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Your channels' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your channels' })).toBeVisible();
  const yours = page.getByRole('main').getByRole('list', { name: 'Your channels' });
  await expect(yours.getByRole('link', { name: new RegExp(`^/${CHANNEL} .* 1 new cast$`) })).toBeVisible();
  await expect(sideBarChannels(page).getByRole('link', { name: `/${CHANNEL} 1 new cast` })).toBeVisible();
  await expect(page.getByText('Kept in this browser')).toHaveCount(0);
  await expectAccessible();
  const seen = page.waitForResponse((r) => r.url().endsWith(`/castline/v1/channel-follows/${CHANNEL}/seen`) && r.ok());
  await yours.getByRole('link', { name: new RegExp(`^/${CHANNEL} .* 1 new cast$`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `/${CHANNEL}` })).toBeVisible();
  await seen;
  await expect(sideBarChannels(page).getByRole('link', { name: `/${CHANNEL}`, exact: true })).toBeVisible();

  // Left from the directory: the channel's cast leaves Following.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Channels' }).click();
  const left = page.waitForResponse((r) => r.url().endsWith(`/castline/v1/channel-follows/${CHANNEL}`) && r.request().method() === 'DELETE' && r.ok());
  await page.getByRole('list', { name: 'Channels, most active first' }).getByRole('button', { name: `Unfollow /${CHANNEL}` }).click();
  await expect(page.getByRole('list', { name: 'Channels, most active first' }).getByRole('button', { name: `Follow /${CHANNEL}` })).toBeVisible();
  await left;
  await expect(sideBarChannels(page).getByRole('link', { name: new RegExp(CHANNEL) })).toHaveCount(0);
  await goInApp(page, '/');
  const suggestions = page.getByTestId('follow-suggestions');
  await expect(suggestions).toBeVisible();
  await expect(page.locator(`article[data-cast-key="${hash}"]`)).toHaveCount(0);

  // The empty Following feed suggests channels as it suggests people: one followed there, its casts come in.
  const suggested = suggestions.getByRole('list', { name: 'Channels to follow' }).getByRole('listitem').first();
  const key = (await suggested.getByRole('link').getAttribute('href'))!.replace('/channel/', '');
  await suggested.getByRole('button', { name: `Follow /${key}` }).click();
  await expect(suggested.getByRole('button', { name: `Unfollow /${key}` })).toBeVisible();
  await suggestions.getByRole('button', { name: 'Show their casts' }).click();
  await expect(followingFeed(page).getByRole('article').first().getByRole('link', { name: `/${key}`, exact: true })).toBeVisible();
});

test('screenshots of Your channels and a followed channel, light and dark, desktop and phone', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway }) => {
  test.skip(!process.env.CASTLINE_SHOTS, 'taken on request: CASTLINE_SHOTS=<folder>');
  const dir = process.env.CASTLINE_SHOTS!;
  await page.goto('/channels');
  await signInWithWallet(page);
  const directory = page.getByRole('list', { name: 'Channels, most active first' });
  for (const key of ['art', CHANNEL, 'dev']) {
    await directory.getByRole('button', { name: `Follow /${key}` }).click();
    await expect(directory.getByRole('button', { name: `Unfollow /${key}` })).toBeVisible();
  }
  await atEachSizeAndScheme(page, async (suffix) => {
    await expect(directory.getByRole('button', { name: 'Unfollow /art' })).toBeVisible();
    await page.screenshot({ path: `${dir}/channels-directory-${suffix}.png` });
  });
  const stranger = await l2Client(gateway.url, gateway.apiKey, privateKeyToAccount(generatePrivateKey()));
  for (const text of ['Finished it in one sitting', 'Who else is reading this?']) await stranger.cast(text, CHANNEL_URL);
  await goInApp(page, '/channels/yours');
  const yours = page.getByRole('main').getByRole('list', { name: 'Your channels' });
  await expect(yours.getByRole('link', { name: new RegExp(`^/${CHANNEL} .* \\d+ new casts?$`) })).toBeVisible();
  await atEachSizeAndScheme(page, async (suffix) => {
    await expect(yours.getByRole('listitem')).toHaveCount(3);
    if (suffix.startsWith('1280')) await expect(sideBarChannels(page).getByRole('listitem')).toHaveCount(3);
    await page.screenshot({ path: `${dir}/your-channels-${suffix}.png` });
  });
  await goInApp(page, '/channel/art');
  await atEachSizeAndScheme(page, async (suffix) => {
    await expect(page.getByRole('main').getByRole('button', { name: 'Unfollow /art' })).toBeVisible();
    await expect(page.getByRole('feed', { name: 'Casts in /art' }).getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: `${dir}/channel-followed-${suffix}.png` });
  });
});
