import { test, expect } from './support/fixtures';
import { shootLightAndDark } from './support/screenshots';
import { signInWithWallet } from './support/appSteps';
import { castRow, composerNamed, textBox, uniqueText, writeIn } from './support/composerSteps';
import { gatewayGet } from './support/reading';

test('casts scheduled from the composer dialog: not a thread, each cancel asked first, and the list following the gateway at each cast’s time', async ({ page, gateway, expectAccessible, moveGatewayClockTo }) => {
  // Three schedules, a cancel, two publications: longer than one step on a loaded machine.
  test.setTimeout(120_000);
  // The page's clock runs as the real one until it is moved to a cast's time.
  await page.clock.install();
  await page.goto('/');
  await signInWithWallet(page);
  await page.getByRole('button', { name: 'Cast', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New cast' });
  const composer = dialog.getByRole('region', { name: 'New cast' });

  // A thread posts at once: its Schedule button says so, and opens nothing.
  await writeIn(composer, uniqueText('Not a thread for later'));
  await composer.getByRole('button', { name: 'Add another cast' }).click();
  const schedule = composer.getByRole('button', { name: 'Schedule…' });
  const reason = 'Threads post at once; scheduling takes a single cast.';
  await expect(composer.getByText(reason)).toBeVisible();
  await expect(schedule).toHaveAttribute('aria-disabled', 'true');
  await expect(schedule).toHaveAccessibleDescription(reason);
  await schedule.focus();
  await page.keyboard.press('Enter');
  await expect(composer.getByLabel('Publish at')).toHaveCount(0);
  await composer.getByRole('button', { name: 'Remove cast 2' }).click();
  await expect(schedule).not.toHaveAttribute('aria-disabled');
  await expect(composer.getByText(reason)).toHaveCount(0);

  // The next whole minute at least two minutes away (time to schedule and look before it comes, on a slow
  // machine too) and the minute after it, as the person's own clock and time zone write them.
  const [first, second] = await page.evaluate(() => {
    const at = Math.ceil((Date.now() + 120_000) / 60_000) * 60_000;
    const pad = (n: number) => String(n).padStart(2, '0');
    return [at, at + 60_000].map((ms) => {
      const d = new Date(ms);
      return { at: ms, value: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}` };
    });
  });
  const early = uniqueText('Scheduled, published before its cancel');
  const kept = uniqueText('Scheduled for its minute');
  const cancelled = uniqueText('Scheduled, then cancelled');
  for (const [text, { value }] of [[early, first!], [kept, second!], [cancelled, second!]] as const) {
    await writeIn(composer, text);
    await schedule.click();
    await composer.getByLabel('Publish at').fill(value);
    await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(composer.getByTestId('publish-status')).toContainText('Scheduled for');
    await expect(textBox(composer)).toHaveValue('');
  }

  // The link in the dialog opens the list behind it, and the dialog closes.
  await composer.getByTestId('publish-status').getByRole('link', { name: 'Scheduled casts' }).click();
  await expect(page).toHaveURL(/\/scheduled$/);
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Scheduled casts' });
  const row = (text: string) => list.getByRole('listitem').filter({ hasText: text });
  await expect(row(kept)).toBeVisible();

  // Cancelling asks first; Keep keeps it.
  await list.getByRole('button', { name: `Cancel: ${cancelled}` }).click();
  const question = row(cancelled).getByRole('group', { name: 'Cancel this scheduled cast?' });
  await expect(question.getByRole('button', { name: 'Keep' })).toBeFocused();
  await expectAccessible();
  await question.getByRole('button', { name: 'Keep' }).click();
  await expect(row(cancelled).getByRole('button', { name: `Cancel: ${cancelled}` })).toBeVisible();
  await list.getByRole('button', { name: `Cancel: ${cancelled}` }).click();
  await row(cancelled).getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(row(cancelled)).toHaveCount(0);

  // Nothing is published before its time. The gateway's clock is moved to each time rather than waited
  // for; it publishes due casts every second.
  const published = async (text: string) => (await gatewayGet(gateway, 'casts', { limit: '25' })).result.casts?.some((cast) => cast.text === text);
  expect(await published(early)).toBe(false);
  moveGatewayClockTo(first!.at);
  await expect.poll(() => published(early), { timeout: 10_000, intervals: [500] }).toBe(true);

  // The list on screen, read before that, still has it: its Cancel says, in words, that it came too late,
  // and the list is read again (the cast of the next minute still waits).
  await list.getByRole('button', { name: `Cancel: ${early}` }).click();
  await row(early).getByRole('button', { name: 'Yes, cancel it' }).click();
  const tooLate = page.getByText('Too late to cancel: the gateway had already published it.');
  await expect(tooLate).toBeVisible();
  await expect(tooLate.getByRole('link', { name: 'Open the cast' })).toHaveAttribute('href', /^\/cast\/0x[0-9a-f]{40}$/);
  await expect(row(early)).toHaveCount(0);
  await expect(row(kept)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // At its time it is published and leaves the list, with no reload: the list is read again just after
  // each cast's time.
  moveGatewayClockTo(second!.at);
  await expect.poll(() => published(kept), { timeout: 10_000, intervals: [500] }).toBe(true);
  await expect(row(kept)).toBeVisible();
  await page.clock.fastForward(second!.at + 10_000 - (await page.evaluate(() => Date.now())));
  await expect(row(kept)).toHaveCount(0);
  await expect(page.getByText('Nothing scheduled.')).toBeVisible();
  expect(await published(cancelled)).toBe(false);

  // The latest casts show it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: 'Latest', exact: true }).click();
  await expect(castRow(page, kept).first()).toBeVisible();
  await expect(castRow(page, cancelled)).toHaveCount(0);
});

test('screenshots of scheduling, light and dark, desktop and phone', async ({ page }) => {
  test.setTimeout(180_000);
  test.skip(!process.env.CASTLINE_SHOTS, 'taken on request: CASTLINE_SHOTS=<folder>');
  const dir = process.env.CASTLINE_SHOTS!;
  await page.goto('/');
  await signInWithWallet(page);
  const composer = composerNamed(page, 'Write a cast');
  const tomorrow = await page.evaluate(() => {
    const d = new Date(Date.now() + 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:30`;
  });
  for (const text of ['Good morning from yesterday: this was signed in the browser and kept by the gateway.', 'A second one for later in the week']) {
    await writeIn(composer, text);
    await composer.getByRole('button', { name: 'Schedule…' }).click();
    await composer.getByLabel('Publish at').fill(tomorrow);
    await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(composer.getByTestId('publish-status')).toContainText('Scheduled for');
  }
  const shoot = (name: string) => shootLightAndDark(page, dir, name);
  await page.goto('/compose');
  await signInWithWallet(page);
  const full = composerNamed(page, 'New cast');
  await writeIn(full, 'Picking a time for this one');
  await full.getByRole('button', { name: 'Schedule…' }).click();
  await full.getByLabel('Publish at').fill(tomorrow);
  await shoot('schedule-composer');
  await page.goto('/scheduled');
  await signInWithWallet(page);
  await expect(page.getByRole('list', { name: 'Scheduled casts' })).toBeVisible();
  await shoot('scheduled');
});
