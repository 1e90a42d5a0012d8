import { test, expect } from './support/fixtures';
import { signInWithWallet } from './support/appSteps';
import { SAME_IN_BOTH_MODES } from './support/modeTags';

test('a gateway that stops answering while the tab is open is said so, and the like is put back', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway }) => {
  await page.goto('/');
  await signInWithWallet(page);
  await page.getByRole('link', { name: 'Latest' }).first().click();
  // A cast this account has not liked yet (other tests on this worker's gateway may have liked the newest).
  const feed = page.getByRole('feed', { name: 'Latest casts' });
  const unliked = feed.getByRole('article').filter({ hasNot: page.getByRole('button', { name: /^like/i, pressed: true }) }).first();
  const cast = feed.locator(`article[data-cast-key="${await unliked.getAttribute('data-cast-key')}"]`);
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
