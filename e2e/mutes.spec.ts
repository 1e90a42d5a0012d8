import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { test, expect } from './support/fixtures';
import { accessTokenOf, goInApp, openAccountMenu, signInWithWallet } from './support/appSteps';
import { TOPICS } from '../gateway/seed/demoContent';

// A new wallet: whom it follows and blocks is up to this test alone.
test.use({ walletOptions: { accounts: [privateKeyToAccount(generatePrivateKey())] } });

test('mute a word and a user, block a user followed (which unfollows them), and undo each from the settings', async ({ page, gateway, expectAccessible }) => {
  // Erin's casts: demo content, which no other test posts to.
  await page.goto('/u/5');
  const token = await accessTokenOf(await signInWithWallet(page));
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible();
  const feedText = (await feed.textContent()) ?? '';
  const phrase = TOPICS.find((topic) => feedText.includes(topic));
  expect(phrase, 'the demo feed talks about one of its topics').toBeDefined();

  // A muted phrase folds its casts into a visible note, which opens on request.
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Mutes and blocks' }).click();
  await page.getByLabel('Word or phrase').fill(phrase!.toUpperCase());
  await page.getByRole('button', { name: 'Mute', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Muted words and phrases' })).toContainText(phrase!.toUpperCase());
  await goInApp(page, '/u/5');
  const note = feed.getByText(new RegExp(`casts? hidden \\(muted “${phrase!.toUpperCase()}”`)).first();
  await expect(note).toBeVisible();
  await expect(feed).not.toContainText(phrase!);
  await expectAccessible();
  await note.locator('..').getByRole('button', { name: 'Show' }).click();
  await expect(feed).toContainText(phrase!);

  // A muted user: their casts fold away too, here on their own profile.
  await goInApp(page, '/u/2');
  await page.getByRole('button', { name: 'More for @bob' }).click();
  await page.getByRole('button', { name: 'Mute @bob' }).click();
  await page.getByRole('button', { name: 'More for @bob' }).click();
  await expect(page.getByRole('button', { name: 'Unmute @bob' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('feed').getByText(/casts? hidden \(.*muted @bob/)).toBeVisible();

  // A block is published: the gateway leaves the blocked user's casts out of this account's reads.
  const castsOf = async (fid: string) => {
    const res = await fetch(`${gateway.url}/farcaster/v2/casts?fid=${fid}&limit=5`, { headers: { 'API-KEY': gateway.apiKey, Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { result: { casts: unknown[] } }).result.casts.length;
  };
  const followsCarol = async () => {
    const res = await fetch(`${gateway.url}/farcaster/v2/user?fid=3`, { headers: { 'API-KEY': gateway.apiKey, Authorization: `Bearer ${token}` } });
    return Boolean(((await res.json()) as { result: { user: { isFollowing: unknown } } }).result.user.isFollowing);
  };
  expect(await castsOf('3')).toBeGreaterThan(0);
  await goInApp(page, '/u/3');
  // Followed: the button says so, with no second "Following" beside it (the one left is the section tab).
  const header = page.getByRole('main').locator('header').first();
  await header.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(header.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(header.getByText('Following', { exact: true })).toHaveCount(1);
  await expect(header.getByRole('navigation', { name: 'Profile sections' }).getByText('Following', { exact: true })).toBeVisible();
  await expect.poll(followsCarol).toBe(true);
  await page.getByRole('button', { name: 'More for @carol' }).click();
  await page.getByRole('button', { name: 'Block @carol…' }).click();
  // Blocking asks first: it is published. Cancel changes nothing.
  const confirm = page.getByRole('alertdialog', { name: /Block @carol\? A block is published/ });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await castsOf('3')).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'More for @carol' }).click();
  await page.getByRole('button', { name: 'Block @carol…' }).click();
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  // The block says what it did, and the profile shows it: Blocked and Unblock, no Follow or Unfollow.
  await expect(header.getByRole('status').filter({ hasText: /^You blocked/ })).toHaveText("You blocked @carol. You no longer follow them and won't see their casts.");
  await expect(header.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Unblock', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: /^(Follow|Unfollow)$/ })).toHaveCount(0);
  await expectAccessible();
  await page.getByRole('button', { name: 'More for @carol' }).click();
  await expect(page.getByRole('button', { name: 'Unblock @carol' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(() => castsOf('3')).toBe(0);
  expect(await followsCarol()).toBe(false);

  // Everything is listed in one place and undone there.
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Mutes and blocks' }).click();
  await expect(page.getByRole('list', { name: 'Muted accounts' })).toContainText('@bob');
  await expect(page.getByRole('list', { name: 'Blocked accounts' })).toContainText('@carol');
  await expectAccessible();
  await page.getByRole('button', { name: `Unmute “${phrase!.toUpperCase()}”` }).click();
  await page.getByRole('button', { name: 'Unmute @bob' }).click();
  await page.getByRole('button', { name: 'Unblock @carol' }).click();
  await expect(page.getByText('No muted words.')).toBeVisible();
  await expect(page.getByText('No muted accounts.', { exact: false })).toBeVisible();
  await expect(page.getByText('No blocked accounts.', { exact: false })).toBeVisible();
  await expect.poll(() => castsOf('3')).toBeGreaterThan(0);
  await goInApp(page, '/u/5');
  await expect(feed).toContainText(phrase!);
  await expect(feed.getByText(/hidden \(/)).toHaveCount(0);
});
