import { test, expect } from './support/fixtures';
import { signInWithWallet } from './support/appSteps';

test('a gateway that stops answering while the tab is open is said so, and the like is put back', async ({ page, gateway }) => {
  await page.goto('/');
  await signInWithWallet(page);
  await page.getByRole('link', { name: 'Latest' }).first().click();
  const cast = page.getByRole('feed', { name: 'Latest casts' }).getByRole('article').first();
  // The newest entry may hold a reply folded under its parent: the parent's like comes first.
  const like = cast.getByRole('button', { name: /^like/i }).first();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const before = await like.textContent();

  // The gateway process is gone: every connection to it is refused.
  await page.route(`${gateway.url}/**`, (route) => route.abort('connectionrefused'));
  await like.click();
  await expect(cast.getByRole('alert').first()).toContainText(/can't reach the gateway/i);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText(before ?? '');
});
