import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { SAME_IN_BOTH_MODES } from './support/modeTags';
import { accessTokenOf, allStoredText, expectSignedIn, openAccountMenu, pressSignIn, signInWithWallet, signOut } from './support/appSteps';
import { castRow } from './support/composerSteps';
import { installTestWallet, type TestWallet } from './support/testWallet';

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
