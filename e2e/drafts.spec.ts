import { test, expect } from './support/fixtures';
import { openAccountMenu, signInWithWallet } from './support/appSteps';
import { castRow, composerNamed, textBox, uniqueText, writeIn } from './support/composerSteps';
import { SAME_IN_BOTH_MODES } from './support/modeTags';

test('several drafts: kept aside, listed after a reload with their first line, continued and posted, deleted', { tag: SAME_IN_BOTH_MODES }, async ({ page, expectAccessible }) => {
  await page.goto('/compose');
  await signInWithWallet(page);
  const composer = composerNamed(page, 'New cast');
  const kept = uniqueText('Kept for later');
  await writeIn(composer, `${kept}\nwith a second line`);
  await composer.getByRole('button', { name: 'Keep as draft' }).click();
  await expect(composer.getByTestId('publish-status')).toContainText('Kept in Drafts.');
  await expect(textBox(composer)).toHaveValue('');
  await expect(textBox(composer)).toBeFocused();
  const current = uniqueText('Still being written');
  await writeIn(composer, current);

  // A reply waits in its own context.
  await page.goto('/?feed=latest');
  const first = page.getByRole('feed').locator('article').first();
  // The newest cast may be a reply drawn under its parent, with a Reply link of each.
  await first.getByRole('link', { name: /^Reply \(/ }).first().click();
  const reply = page.getByRole('region', { name: 'Reply' });
  const replyText = uniqueText('A reply in waiting');
  await writeIn(reply, replyText);

  await page.reload();
  await signInWithWallet(page);
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Drafts' }).click();
  await expect(page).toHaveURL(/\/drafts$/);
  const list = page.getByRole('list', { name: 'Drafts' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').nth(0)).toContainText('Reply');
  await expect(list.getByRole('listitem').nth(0)).toContainText(replyText);
  await expect(list.getByRole('listitem').nth(1)).toContainText(current);
  await expect(list.getByRole('listitem').nth(2)).toContainText(kept);
  await expect(list.getByRole('listitem').nth(2)).not.toContainText('second line');
  await expectAccessible();

  // Continue the one kept aside: the composer has it whole, and posting it takes it off the list.
  await list.getByRole('link', { name: `Continue: ${kept}` }).click();
  await expect(textBox(composer)).toHaveValue(`${kept}\nwith a second line`);
  // Once it reads back as posted, the compose screen goes back to where it was opened: Drafts.
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(page).toHaveURL(/\/drafts$/, { timeout: 15_000 });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).not.toContainText(kept);
  await page.goto('/?feed=latest');
  await expect(castRow(page, kept).first()).toBeVisible();
  await page.goto('/drafts');
  await signInWithWallet(page);

  // Deleting asks first, then the draft is gone for good.
  await list.getByRole('button', { name: `Delete: ${replyText}` }).click();
  await list.getByRole('group', { name: 'Delete this draft?' }).getByRole('button', { name: 'Keep' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('button', { name: `Delete: ${replyText}` }).click();
  await list.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Drafts' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Drafts' })).toContainText(current);
});
