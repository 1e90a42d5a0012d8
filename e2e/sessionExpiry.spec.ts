import { test, expect } from './support/fixtures';
import { expectSignedIn, pressSignIn, signInWithWallet } from './support/appSteps';

// Tokens from this file's gateway live two seconds.
test.use({ tokenTtlSeconds: 2 });

test('an expired session asks to sign again without leaving the page, then continues', async ({ page }) => {
  await page.goto('/settings');
  await signInWithWallet(page);
  await expect(page.getByText(/your session has expired/i)).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('button', { name: /sign in again/i }).click();
  await pressSignIn(page);
  await expectSignedIn(page, /0xf39F…2266/i);
  await expect(page.getByText(/your session has expired/i)).toBeHidden();
});
