import type { Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { demoClient } from '../gateway/testing/demoClient';
import { QUIET_CHANNELS } from '../gateway/seed/channels';
import { test, expect } from './support/fixtures';
import { goInApp, signInWithWallet } from './support/appSteps';
import { castRow, composerNamed, postFrom, writeIn } from './support/composerSteps';
import { SAME_IN_BOTH_MODES } from './support/modeTags';

/** A word no other test's cast holds, so the search finds exactly this test's cast. */
const rareWord = () => `zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function shoot(page: Page, name: string) {
  if (test.info().project.name !== 'spec') return;
  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}-${scheme}.png`) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the search screen finds a cast by a word in it, a person and a channel', async ({ page, gateway, expectAccessible }) => {
  const word = rareWord();
  const bob = await demoClient(gateway.url, gateway.apiKey, 2);
  const text = `Lanterns on the river tonight ${word}`;
  await bob.cast(text);

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  const results = page.getByRole('feed', { name: /Casts matching/ });
  await expect(castRow(page, text)).toBeVisible();
  await expect(results.getByRole('article')).toHaveCount(1);
  // The list is as tall as its rows: the end-of-list line sits below the cast, not over it.
  const row = await results.getByRole('article').boundingBox();
  const end = await page.getByTestId('end-of-list').boundingBox();
  expect(end!.y).toBeGreaterThanOrEqual(row!.y + row!.height - 1);
  await expectAccessible();
  await shoot(page, 'search-casts');

  await page.getByRole('navigation', { name: 'Search results' }).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('carol');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  const people = page.getByRole('list', { name: 'People matching carol' });
  await expect(people.getByText('@carol')).toBeVisible();
  await expectAccessible();

  await page.getByRole('navigation', { name: 'Search results' }).getByRole('link', { name: 'Channels' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('dev');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await page.getByRole('list', { name: 'Channels matching dev' }).getByRole('link', { name: '/dev' }).click();
  await expect(page).toHaveURL(/\/channel\/dev$/);
  await expect(page.getByRole('heading', { name: '/dev' })).toBeVisible();
});

test.describe('an account that follows nobody', () => {
  test.use({ walletOptions: { accounts: [privateKeyToAccount(generatePrivateKey())] } });

  test('a person found by search can be followed from the results', async ({ page }) => {
    await page.goto('/');
    await signInWithWallet(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
    await page.getByRole('navigation', { name: 'Search results' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('erin');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const row = page.getByRole('list', { name: 'People matching erin' }).getByRole('listitem').filter({ hasText: '@erin' });
    await row.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(row.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await goInApp(page, '/u/5');
    await expect(page.getByRole('main').getByRole('button', { name: 'Unfollow' })).toBeVisible();
  });
});

test('the command palette opens from the keyboard and leads to a person and to cast results', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway, expectAccessible }) => {
  const word = rareWord();
  const carol = await demoClient(gateway.url, gateway.apiKey, 3);
  await carol.cast(`Palette test ${word}`);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Latest casts' })).toBeVisible();

  await page.keyboard.press('/');
  const palette = page.getByRole('dialog', { name: 'Search Castline' });
  await expect(palette).toBeVisible();
  await page.keyboard.type('carol');
  await expect(palette.getByRole('option', { name: /@carol/ })).toBeVisible();
  await expectAccessible();
  await shoot(page, 'palette');
  await page.keyboard.press('ArrowDown');
  await expect(palette.getByRole('option', { name: /@carol/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/u\/3$/);

  await page.keyboard.press('ControlOrMeta+k');
  await expect(palette).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  // A click on the dimmed page around it closes it too.
  await page.keyboard.press('/');
  await expect(palette).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(palette).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  await expect(castRow(page, `Palette test ${word}`)).toBeVisible();

  // Inside a text field `/` is a character, not the shortcut.
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('/');
  await expect(box).toHaveValue(`${word}/`);
  await expect(palette).toBeHidden();
});

test('where the gateway answers cast search with 503, as the public service does, the Casts tab says so', async ({ page }) => {
  // The public service cannot run here; its answer is reproduced for this one route.
  await page.route('**/castline/v1/search-casts**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"This endpoint is unavailable."}' }));
  await page.goto('/search?q=anything');
  await expect(page.getByText('This gateway does not offer cast search. People and channels can still be searched.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Search results' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/tab=users/);
});

test('the channels directory lists the most active first, and a channel page shows its record and casts', async ({ page, gateway, expectAccessible }) => {
  const directory = (await (await fetch(`${gateway.url}/castline/v1/channels?limit=100`, { headers: { 'API-KEY': gateway.apiKey } })).json()) as {
    result: { channels: { channelId: string }[] };
  };
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Channels' }).click();
  const list = page.getByRole('list', { name: 'Channels, most active first' });
  await expect(list.getByRole('listitem')).toHaveCount(directory.result.channels.length);
  await expect(list.getByRole('link')).toHaveText(directory.result.channels.map((c) => `/${c.channelId}`));
  await expectAccessible();
  await shoot(page, 'channels');

  await page.getByRole('searchbox', { name: 'Search channels' }).fill('mus');
  await page.getByRole('list', { name: 'Channels matching mus' }).getByRole('link', { name: '/music' }).click();
  await expect(page.getByRole('heading', { name: '/music' })).toBeVisible();
  await expect(page.getByText('What you are listening to, playing or recording.')).toBeVisible();
  await expect(page.getByText(/610 followers · [\d,]+ casts/)).toBeVisible();
  await expectAccessible();
  await shoot(page, 'channel-page');

  // A cast in a channel carries a chip leading to it.
  await page.goto('/?feed=latest&channel=music');
  const chip = page.getByRole('feed').getByRole('link', { name: '/music', exact: true }).first();
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page).toHaveURL(/\/channel\/music$/);
});

/** The gateway's directory, most active first, as its own API lists it. */
async function directoryOf(gateway: { url: string; apiKey: string }) {
  const response = await fetch(`${gateway.url}/castline/v1/channels?limit=100`, { headers: { 'API-KEY': gateway.apiKey } });
  return ((await response.json()) as { result: { channels: { channelId: string; name: string }[] } }).result.channels;
}

test('the home channel filter offers the gateway’s channels, and any channel id in the link still filters', async ({ page, gateway, expectAccessible }) => {
  const directory = await directoryOf(gateway);
  const [quietKey] = Object.keys(QUIET_CHANNELS);
  expect(directory.map((c) => c.channelId)).toContain(quietKey);
  await page.goto('/');
  const filter = page.getByLabel('Channel', { exact: true });
  await expect(filter.getByRole('option')).toHaveText(['All casts', ...directory.map((c) => `/${c.channelId}`)]);
  await filter.selectOption(quietKey!);
  await expect(page).toHaveURL(new RegExp(`\\?channel=${quietKey}$`));
  await expect(page.getByRole('heading', { name: `Latest in /${quietKey}` })).toBeVisible();
  // Nobody has cast in it yet.
  await expect(page.getByRole('region', { name: `Latest casts in /${quietKey}` })).toContainText('No casts yet.');
  await expectAccessible();
  await shoot(page, 'home-channel-filter');

  // A channel the directory does not list: the link still filters, and the control names it.
  await page.goto('/?channel=nowhere-yet');
  await expect(page.getByRole('heading', { name: 'Latest in /nowhere-yet' })).toBeVisible();
  await expect(filter).toHaveValue('nowhere-yet');
  await expect(filter.getByRole('option', { name: '/nowhere-yet' })).toHaveCount(1);
  await filter.selectOption('');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Latest casts' })).toBeVisible();
});

test('from 1280 px the right column lists the gateway’s most active channels', async ({ page, gateway, expectAccessible }) => {
  const directory = await directoryOf(gateway);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const suggestions = page.getByRole('complementary', { name: 'Suggestions' });
  const list = suggestions.getByRole('list', { name: 'Active channels' });
  await expect(list.getByRole('link')).toHaveText(directory.slice(0, 6).map((c) => `/${c.channelId} ${c.name}`));
  await expectAccessible();
  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/channel/${directory[0]!.channelId}$`));

  await page.setViewportSize({ width: 1279, height: 800 });
  await expect(suggestions).toHaveCount(0);
});

test('against a gateway with no channel directory, as the public service, the filter and the column step aside', async ({ page }) => {
  // The public service has no such route; its answer for an unknown one is reproduced here.
  await page.route('**/castline/v1/channels**', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Cannot GET /castline/v1/channels' }));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Suggestions' })).toContainText('This gateway has no channel directory.');
  await expect(page.getByRole('feed', { name: 'Latest casts' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByLabel('Channel', { exact: true })).toHaveCount(0);

  // A channel named in the link still filters, and can be cleared.
  await page.goto('/?channel=dev');
  await expect(page.getByRole('feed', { name: 'Latest casts in /dev' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByLabel('Channel', { exact: true }).getByRole('option')).toHaveText(['All casts', '/dev']);
  await page.getByLabel('Channel', { exact: true }).selectOption('');
  await expect(page.getByRole('feed', { name: 'Latest casts' })).toBeVisible();
  await expect(page.getByLabel('Channel', { exact: true })).toHaveCount(0);
});

test('a channel the gateway has no record of still shows its casts with a plain sentence', async ({ page }) => {
  await page.goto('/channel/nowhere-yet');
  await expect(page.getByRole('heading', { name: '/nowhere-yet' })).toBeVisible();
  await expect(page.getByText(/This gateway has no record of this channel/)).toBeVisible();
});

test('the composer’s channel picker searches the gateway’s channels by typing and the keyboard', async ({ page }) => {
  const text = `For the camera club ${rareWord()}`;
  await page.goto('/?feed=latest');
  await signInWithWallet(page);
  const composer = composerNamed(page, 'Write a cast');
  await writeIn(composer, text);
  await composer.getByRole('button', { name: 'Choose a channel' }).click();
  const picker = composer.getByRole('combobox', { name: 'Post to channel' });
  await expect(picker).toBeFocused();
  await picker.fill('pho');
  await expect(composer.getByRole('option', { name: /\/photography/ })).toHaveAttribute('aria-selected', 'true');
  await picker.press('Enter');
  await expect(composer.getByText('/photography', { exact: true })).toBeVisible();
  await postFrom(composer);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Channels' }).click();
  await page.getByRole('list', { name: 'Channels, most active first' }).getByRole('link', { name: '/photography' }).click();
  await expect(castRow(page, text)).toBeVisible();
});
