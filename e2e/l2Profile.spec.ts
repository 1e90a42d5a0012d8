import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { demoClient, l2Client } from '../gateway/testing/demoClient';
import { test, expect } from './support/fixtures';
import { goInApp, signInWithWallet } from './support/appSteps';
import { uniqueText } from './support/composerSteps';
import { devAccount } from './support/testWallet';
import { SAME_IN_BOTH_MODES } from './support/modeTags';

const address = devAccount(0).address;
/** The protocol's user data types. */
const [DISPLAY_NAME, USERNAME] = [2, 6];

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an L2 account’s profile: a short address for a name, no raw-address handle, a wallet row with a copy button, nothing wider than the screen, a new follower counted', async ({
    page,
    context,
    gateway,
    expectAccessible,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await signInWithWallet(page);
    await page.getByRole('link', { name: 'Profile' }).click();
    const header = page.getByRole('main').locator('header').first();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('0xf39f…2266');
    await expect(header).not.toContainText(`@${address.toLowerCase()}`);
    await expect(header.getByRole('term')).toContainText(['Wallet account (L2)']);
    await expect(header.getByText('FID', { exact: true })).toHaveCount(0);
    // One's own profile offers to edit it, and no menu to mute or block oneself.
    await expect(header.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/settings/profile');
    await expect(header.getByRole('button', { name: /^More for/ })).toHaveCount(0);
    await header.getByRole('button', { name: 'Copy wallet address' }).click();
    await expect(header.getByText('Copied')).toBeVisible();
    expect((await page.evaluate(() => navigator.clipboard.readText())).toLowerCase()).toBe(address.toLowerCase());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible();

    // Someone follows meanwhile, through another client: the profile, opened again, counts them.
    const followers = header.getByRole('link', { name: /\bfollowers?$/ });
    const before = Number((await followers.textContent())!.match(/^\d+/)![0]);
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await (await demoClient(gateway.url, gateway.apiKey, 2)).follow(address.toLowerCase());
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(followers).toHaveText(`${before + 1} ${before + 1 === 1 ? 'follower' : 'followers'}`);
  });

  test('a long display name is read whole in the profile header, and its cast rows keep the @handle beside it', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway }) => {
    const nina = await l2Client(gateway.url, gateway.apiKey, privateKeyToAccount(generatePrivateKey()));
    const username = `nina-${Math.random().toString(36).slice(2, 10)}`;
    const name = 'Nina Nakamura-Vasquez Oyelaran';
    await nina.userData(USERNAME, username);
    await nina.userData(DISPLAY_NAME, name);
    await nina.cast(uniqueText('a long name'));

    await page.goto(`/u/${nina.fid}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(name);
    // Wrapped, not cut: the whole name fits the heading's box.
    expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth && h.scrollHeight <= h.clientHeight)).toBe(true);
    const handle = page.getByRole('feed').getByRole('article').first().locator('[data-handle]');
    await expect(handle).toHaveText(`@${username}`);
    await expect(handle).toBeVisible();
    expect(await handle.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const dir = process.env.CASTLINE_SHOTS;
    if (dir && test.info().project.name === 'spec') {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({ path: `${dir}/profile-phone-${scheme}.png` });
      }
    }
  });
});

test('screenshots of the account screens, light and dark, desktop and phone', async ({ page }) => {
  test.skip(!process.env.CASTLINE_SHOTS, 'taken on request: CASTLINE_SHOTS=<folder>');
  const dir = process.env.CASTLINE_SHOTS!;
  await page.goto('/');
  await signInWithWallet(page);
  await goInApp(page, '/u/3');
  await page.getByRole('button', { name: 'More for @carol' }).click();
  await page.getByRole('button', { name: 'Mute @carol' }).click();
  await page.getByRole('button', { name: 'More for @carol' }).click();
  await page.getByRole('button', { name: 'Block @carol…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Block', exact: true }).click();
  await page.getByRole('button', { name: 'More for @carol' }).click();
  await expect(page.getByRole('button', { name: 'Unblock @carol' })).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [w, h] of [[1280, 800], [390, 844]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/profile-menu-${w}-${scheme}.png` });
    }
  }
  await goInApp(page, '/settings/mutes');
  await page.getByLabel('Word or phrase').fill('sourdough starters');
  await page.getByRole('button', { name: 'Mute', exact: true }).click();
  for (const [name, path] of [
    ['edit-profile', '/settings/profile'],
    ['mutes', '/settings/mutes'],
    ['l2-profile', `/u/${address.toLowerCase()}`],
    ['home-muted', '/'],
  ] as const) {
    await goInApp(page, path);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [w, h] of [[1280, 800], [390, 844]] as const) {
        await page.setViewportSize({ width: w, height: h });
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${dir}/${name}-${w}-${scheme}.png` });
      }
    }
  }
});
