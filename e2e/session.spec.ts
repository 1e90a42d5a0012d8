import type { Page } from '@playwright/test';
import { privateKeyToAddress } from 'viem/accounts';
import { shortAddress } from '../src/components/shortAddress';
import { test, expect } from './support/fixtures';
import { SAME_IN_BOTH_MODES } from './support/modeTags';
import { accessTokenOf, allStoredText, expectSignedIn, openAccountMenu, pressSignIn, signInWithWallet, signOut } from './support/appSteps';
import { castRow } from './support/composerSteps';
import { installTestWallet, type TestWallet } from './support/testWallet';
import { workerInControl } from './support/serviceWorker';
import { atEachSizeAndScheme } from './support/screenshots';

const alice = /0xf39F…2266/i;
const bob = /0x7099…79C8/i;

const signatures = (wallet: TestWallet) => wallet.requests.filter((r) => r.method === 'personal_sign').length;

async function expectNoTokenAnywhere(page: Page, token: string) {
  const stored = await allStoredText(page);
  expect(stored).not.toContain(token);
  expect(stored).not.toContain(token.split('.')[2]);
  expect(page.url()).not.toContain(token.split('.')[2]);
}

test('a second tab and a reload with another tab open are signed in with no signature and no token in any storage; signing out reaches the other tab', { tag: SAME_IN_BOTH_MODES }, async ({
  page,
  context,
  wallet,
}) => {
  await page.goto('/');
  const token = await accessTokenOf(await signInWithWallet(page));

  const second = await context.newPage();
  const secondWallet = await installTestWallet(second);
  await second.goto('/settings');
  await expectSignedIn(second, alice);
  await second.reload();
  await expectSignedIn(second, alice);
  await page.reload();
  await expectSignedIn(page, alice);

  expect(signatures(wallet)).toBe(1);
  expect(signatures(secondWallet)).toBe(0);
  await expectNoTokenAnywhere(page, token);
  await expectNoTokenAnywhere(second, token);

  await signOut(second);
  await expect(page.getByTestId('signed-in-as')).toHaveCount(0);
  await expect(second.getByTestId('signed-in-as')).toHaveCount(0);
});

test('“Continue as …” after a reload of the only tab asks one signature and keeps the page and the draft', { tag: SAME_IN_BOTH_MODES }, async ({ page, wallet }) => {
  await page.goto('/compose');
  await page.getByRole('banner').getByRole('button', { name: /connect wallet/i }).click();
  await page.getByRole('dialog').getByRole('button', { name: /MetaMask/ }).click();
  await pressSignIn(page);
  await expectSignedIn(page, alice);
  const text = 'half a thought, kept across a reload';
  await page.locator('textarea').fill(text);

  await page.reload();
  const resume = page.getByRole('button', { name: /continue as (.+\()?0xf39f…2266/i });
  await expect(resume).toBeVisible();
  await expect(page.locator('textarea')).toHaveValue(text);
  await resume.click();
  await expectSignedIn(page, alice);
  await expect(page).toHaveURL(/\/compose$/);
  await expect(page.locator('textarea')).toHaveValue(text);
  expect(signatures(wallet)).toBe(2);
});

test.describe('with the service worker, as the installed app runs', () => {
  // Offline, the wallet dialog's code comes from the worker's copy of the app, as it does for a person.
  test.use({ serviceWorkers: 'allow' });

  test('“Continue as …” pressed offline says why, and once the connection returns the words go and it is offered again', { tag: SAME_IN_BOTH_MODES }, async ({ page, context }) => {
    await page.goto('/');
    await signInWithWallet(page);
    await page.reload();
    await workerInControl(page);
    const resume = page.getByRole('banner').getByRole('button', { name: /^continue as/i });
    await expect(resume).toBeVisible();
    await context.setOffline(true);
    await resume.click();
    const dialog = page.getByRole('dialog', { name: /sign in to castline/i });
    await expect(dialog.getByTestId('sign-in-error')).toContainText(/can.t reach the gateway/i);
    await context.setOffline(false);
    await expect(dialog.getByTestId('sign-in-error')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await resume.click();
    await expectSignedIn(page, alice);
  });
});

test('two accounts: add a second, switch back and forth without signing again', { tag: SAME_IN_BOTH_MODES }, async ({ page, wallet, expectAccessible }) => {
  await page.goto('/');
  await signInWithWallet(page);
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Add another account' }).click();
  await expect(page.getByRole('dialog', { name: 'Add another account' })).toBeVisible();
  await wallet.switchAccount(1);
  await pressSignIn(page);
  await expectSignedIn(page, bob);
  expect(signatures(wallet)).toBe(2);

  await openAccountMenu(page);
  await expectAccessible();
  await page.getByRole('button', { name: /switch to (.+\()?0xf39f…2266/i }).click();
  await expectSignedIn(page, alice);
  await openAccountMenu(page);
  await page.getByRole('button', { name: /switch to (.+\()?0x7099…79c8/i }).click();
  await expectSignedIn(page, bob);
  expect(signatures(wallet)).toBe(2);
});

test('a like started while signed out opens the sign-in and then goes through', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
  await page.goto('/');
  const first = page.getByRole('article').first();
  const text = (await first.locator('p').first().textContent()) ?? '';
  await first.getByRole('button', { name: /^like/i }).click();
  await expect(page.getByRole('dialog', { name: /connect a wallet/i })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: /MetaMask/ }).click();
  await pressSignIn(page);
  await expectSignedIn(page, alice);
  await expect(castRow(page, text).first().getByRole('button', { name: /^like/i })).toHaveAttribute('aria-pressed', 'true');
});

test('Sign out ends the token at the gateway: a copy of it can neither read as the person nor post', async ({ page, gateway }) => {
  await page.goto('/');
  const token = await accessTokenOf(await signInWithWallet(page));
  const asPerson = (path: string) => fetch(`${gateway.url}${path}`, { headers: { 'API-KEY': gateway.apiKey, Authorization: `Bearer ${token}` } });
  expect((await asPerson('/farcaster/v2/notifications')).status).toBe(200);

  const ended = page.waitForResponse((r) => r.url().endsWith('/castline/v1/sign-out'));
  await signOut(page);
  expect((await ended).status()).toBe(200);
  await expect(page.getByTestId('signed-in-as')).toHaveCount(0);
  expect((await asPerson('/farcaster/v2/notifications')).status).toBe(401);
  const post = await fetch(`${gateway.url}/farcaster/v2/message`, {
    method: 'POST',
    headers: { 'API-KEY': gateway.apiKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: {} }),
  });
  expect(post.status).toBe(401);
});

test('against a gateway without sign-out (the public service) the app still forgets the token and says nothing false', async ({ page }) => {
  await page.route('**/castline/v1/sign-out', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  await page.goto('/');
  await signInWithWallet(page);
  const asked = page.waitForRequest((r) => r.url().endsWith('/castline/v1/sign-out'));
  await signOut(page);
  await asked;
  await expect(page.getByTestId('signed-in-as')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('throwaway accounts in two tabs', () => {
  test.use({ withWallet: false });

  const shortAddressIn = async (page: Page) => ((await page.getByTestId('signed-in-as').textContent()) ?? '').match(/0x[0-9a-f]{4}…[0-9a-f]{4}/i)?.[0] ?? '';
  const switchTo = (page: Page, short: string) => page.getByRole('button', { name: new RegExp(`^switch to ${short}`, 'i') });
  /** The addresses of the throwaway wallet's keys, as this browser keeps them. */
  const throwawayAddresses = async (page: Page) => {
    const stored = await page.evaluate(() => localStorage.getItem('castline.throwawayWallet'));
    return (JSON.parse(stored ?? '[]') as `0x${string}`[]).map((key) => shortAddress(privateKeyToAddress(key).toLowerCase()));
  };

  test('an account added in a tab that was handed the session keeps both accounts, with their own keys, in every tab', { tag: SAME_IN_BOTH_MODES }, async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /connect wallet/i }).click();
    await page.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: /throwaway wallet/i }).click();
    await pressSignIn(page);
    const first = await shortAddressIn(page);
    expect(first).not.toBe('');

    const second = await context.newPage();
    await second.goto('/');
    await expectSignedIn(second, first);
    const addThrowawayAccount = async () => {
      await openAccountMenu(second);
      await second.getByRole('button', { name: 'Add another account' }).click();
      await second.getByRole('dialog', { name: 'Add another account' }).getByRole('button', { name: /another throwaway account/i }).click();
    };
    // Given up before signing in: the account it started from is current again in both tabs.
    await addThrowawayAccount();
    await second.getByRole('dialog', { name: /sign in to castline/i }).getByRole('button', { name: 'Close' }).click();
    await expectSignedIn(second, first);
    await expectSignedIn(page, first);
    await addThrowawayAccount();
    await pressSignIn(second);
    await expect(second.getByTestId('signed-in-as')).not.toContainText(first);
    const added = await shortAddressIn(second);
    expect(added).not.toBe('');

    // Both accounts, each with its own key, held in both tabs; the added one is current in both.
    expect(await throwawayAddresses(page)).toEqual(expect.arrayContaining([first, added]));
    for (const tab of [page, second]) {
      await expectSignedIn(tab, added);
      await openAccountMenu(tab);
      await expect(switchTo(tab, first)).toBeVisible();
    }

    // Switched from either tab, both follow.
    await switchTo(page, first).click();
    await expectSignedIn(page, first);
    await expectSignedIn(second, first);
    await openAccountMenu(second);
    await switchTo(second, added).click();
    await expectSignedIn(second, added);
    await expectSignedIn(page, added);

    // Signing out of one leaves the other, in both tabs.
    await signOut(page);
    for (const tab of [page, second]) {
      await expect(tab.getByTestId('signed-in-as')).toHaveCount(0);
      await openAccountMenu(tab);
      await expect(switchTo(tab, first)).toBeVisible();
      await expect(switchTo(tab, added)).toHaveCount(0);
    }
    await switchTo(second, first).click();
    await expectSignedIn(second, first);
    await expectSignedIn(page, first);
  });
});

test('screenshots of the account menu, light and dark, desktop and phone', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
  test.skip(!process.env.CASTLINE_SHOTS, 'taken on request: CASTLINE_SHOTS=<folder>');
  const dir = process.env.CASTLINE_SHOTS!;
  await page.goto('/?feed=latest');
  await signInWithWallet(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await atEachSizeAndScheme(page, async (suffix) => {
    // Each size draws its own bars: the side bar and its Cast button, or the tab bar and the compose button.
    await expect(suffix.startsWith('390') ? page.getByRole('link', { name: 'Write a cast' }) : page.getByRole('button', { name: 'Cast', exact: true })).toBeVisible();
    await openAccountMenu(page);
    await page.screenshot({ path: `${dir}/account-menu-${suffix}.png` });
    await page.keyboard.press('Escape');
  });
});
