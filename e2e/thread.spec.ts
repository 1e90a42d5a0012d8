import { test, expect } from './support/fixtures';
import { signInWithWallet } from './support/appSteps';
import { composerNamed, uniqueText, writeIn } from './support/composerSteps';
import { gatewayGet } from './support/reading';

test('a three-part thread: written, reordered, kept over a reload, and posted with Ctrl+Enter as a chain of replies', async ({ page, gateway, expectAccessible }) => {
  await page.goto('/');
  await signInWithWallet(page);
  const composer = composerNamed(page, 'Write a cast');
  const parts = composer.locator('textarea[aria-autocomplete="list"]');
  const [first, second, third] = ['first', 'second', 'third'].map((which) => uniqueText(`Thread, ${which} part`));
  await writeIn(composer, first!);
  await composer.getByRole('button', { name: 'Add another cast' }).click();
  const added = composer.getByRole('textbox', { name: 'Cast 2 of the thread' });
  await expect(added).toBeFocused();
  // Written out of order, then put right.
  await added.fill(third!);
  await composer.getByRole('button', { name: 'Add another cast' }).click();
  await composer.getByRole('textbox', { name: 'Cast 3 of the thread' }).fill(second!);
  await composer.getByRole('button', { name: 'Move up cast 3' }).click();
  // A part added by mistake goes again.
  await composer.getByRole('button', { name: 'Add another cast' }).click();
  await composer.getByRole('button', { name: 'Remove cast 4' }).click();
  await expect(parts).toHaveCount(3);
  await expect(composer.getByTestId('byte-counter')).toHaveCount(3);
  await expectAccessible();

  // The draft keeps every part, in order, over a reload.
  await page.reload();
  await signInWithWallet(page);
  await expect(parts).toHaveCount(3);
  for (const [i, text] of [first, second, third].entries()) await expect(parts.nth(i)).toHaveValue(text!);

  await parts.nth(2).press('Control+Enter');
  const status = composer.getByTestId('publish-status');
  await expect(status).toContainText('Thread of 3 posted.', { timeout: 30_000 });
  await expect(parts).toHaveCount(1);
  await expect(parts).toHaveValue('');

  // On the gateway: three casts, each a reply to the one before.
  const rootHash = (await status.getByRole('link', { name: 'View your cast' }).getAttribute('href'))!.split('/').pop()!;
  const thread = (await gatewayGet(gateway, 'casts-in-thread', { threadHash: rootHash, limit: '25' })).result.casts ?? [];
  const byText = (text: string) => thread.find((cast) => cast.text === text);
  expect(byText(first!)?.hash).toBe(rootHash);
  expect(byText(second!)?.parentHash).toBe(rootHash);
  expect(byText(third!)?.parentHash).toBe(byText(second!)?.hash);

  // And in the app: the thread reads in order from its first cast.
  await status.getByRole('link', { name: 'View your cast' }).click();
  await expect(page.getByRole('article', { name: /^Cast by/ })).toContainText(first!);
  await expect(page.getByRole('feed', { name: /^Replies to/ })).toContainText(second!);
});
