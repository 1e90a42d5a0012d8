import { test, expect } from './support/fixtures';
import { openAccountMenu, signInWithWallet } from './support/appSteps';
import { devAccount } from './support/testWallet';

test('editing display name, bio, picture and website shows the new values on the profile, in the form again and in the gateway', async ({ page, gateway, expectAccessible }) => {
  await page.goto('/');
  await signInWithWallet(page);
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
  const name = page.getByLabel('Display name');
  await expect(name).toBeEnabled();

  // Too long for the protocol: explained, nothing sent, what was typed stays.
  await name.fill('A name far longer than thirty-two bytes');
  await page.getByLabel('Website').fill('example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The display name is 39 bytes; it may be at most 32.')).toBeVisible();
  await expect(page.getByText('The website address must be a web address starting with https://.')).toBeVisible();
  await expect(name).toHaveValue('A name far longer than thirty-two bytes');
  await expectAccessible();

  const picture = `${gateway.url}/static/pfp/alice.svg`;
  await name.fill('Ada Wallet');
  await page.getByLabel('Website').fill('https://ada.example/about');
  await page.getByLabel('Bio').fill('Trying Castline with a wallet account.');
  await page.getByLabel(/profile picture/i).fill(picture);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('profile-save-status')).toHaveText('Saved.', { timeout: 15_000 });

  await page.getByRole('link', { name: 'View profile' }).click();
  const header = page.getByRole('main').getByRole('banner').or(page.getByRole('main').locator('header').first());
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Wallet' })).toBeVisible();
  await expect(header.first()).toContainText('Trying Castline with a wallet account.');
  // The website is kept and shown, as a link that leaves Castline and vouches for nothing.
  const website = header.first().getByRole('link', { name: 'ada.example/about' });
  await expect(website).toHaveAttribute('href', 'https://ada.example/about');
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await header.first().getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('Website')).toHaveValue('https://ada.example/about');

  const address = devAccount(0).address.toLowerCase();
  const response = await fetch(`${gateway.url}/farcaster/v2/user?fid=${address}`, { headers: { 'API-KEY': gateway.apiKey } });
  const body = JSON.stringify(await response.json());
  expect(body).toContain('Ada Wallet');
  expect(body).toContain('Trying Castline with a wallet account.');
  expect(body).toContain('/static/pfp/alice.svg');
  expect(body).toContain('https://ada.example/about');

  // The account is called by its new name wherever this browser names it, its address lower case beside it.
  await expect(page.getByTestId('signed-in-as')).toContainText('Ada Wallet');
  await openAccountMenu(page);
  await expect(page.getByText(/^Signed in as Ada Wallet \(0xf39f…2266\)$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Continue as Ada Wallet (0xf39f…2266)' })).toBeVisible();
});
