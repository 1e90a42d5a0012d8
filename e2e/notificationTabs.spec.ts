import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { demoClient, l2Client } from '../gateway/testing/demoClient';
import { test, expect } from './support/fixtures';
import { goInApp, signInWithWallet } from './support/appSteps';
import { uniqueText } from './support/composerSteps';

/** A new L2 person, so the notifications seen are only the ones made here. */
const person = privateKeyToAccount(generatePrivateKey());
test.use({ walletOptions: { accounts: [person] } });

test('notifications: new since the last look across Continue as, each row one link to its target, and the tabs by link and keyboard', async ({
  page,
  gateway,
  expectAccessible,
}) => {
  const me = await l2Client(gateway.url, gateway.apiKey, person);
  const mine = { hash: await me.cast(uniqueText('tabs for this')), fid: me.fid };
  const [bob, carol, dave, erin] = await Promise.all([2, 3, 4, 5].map((fid) => demoClient(gateway.url, gateway.apiKey, fid)));
  await bob.like(mine);
  await carol.follow(me.fid);
  await dave.reply(mine, uniqueText('a reply on the tab'));
  await bob.mention(me.fid, 'hello ');

  // Signed in here once; the screen then opens signed out after a reload, and Continue as picks the account up.
  await page.goto('/');
  await signInWithWallet(page);
  await page.goto('/notifications');
  await signInWithWallet(page);
  const tabs = page.getByRole('navigation', { name: 'Notification kinds' });
  const list = page.getByRole('list', { name: 'Notifications, newest first' });
  const rows = list.getByRole('listitem');
  const row = (sentence: RegExp) => rows.filter({ has: page.getByRole('link', { name: sentence }) });
  await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await expect(rows).toHaveCount(4);
  // Nothing was seen in this browser before: every row is new, the follow too.
  await expect(rows.getByText('New', { exact: true })).toHaveCount(4);
  await expect(row(/followed you$/).getByText('New', { exact: true })).toBeVisible();

  // Each row is one link and one tab stop, over the whole row; the person is named once, in the sentence.
  expect(await rows.evaluateAll((items) => items.map((li) => li.querySelectorAll('a:not([tabindex="-1"]), button:not([tabindex="-1"])').length))).toEqual([1, 1, 1, 1]);
  await expect(row(/followed you$/)).not.toContainText('@carol');
  const box = (await row(/followed you$/).boundingBox())!;
  await page.mouse.click(box.x + box.width - 8, box.y + box.height - 8);
  await expect(page).toHaveURL(/\/u\/3$/);
  // The URL changes at once; the screen is left only once the profile is drawn in its place.
  await expect(list).toHaveCount(0);
  await page.goBack();
  // A link inside a row keeps its own target: the mention in the snippet opens the profile it names.
  await row(/mentioned you$/).locator('a[data-mention-fid]').click();
  await expect(page).toHaveURL(new RegExp(`/u/${me.fid}$`));
  await expect(list).toHaveCount(0);
  await page.goBack();
  // Seen now: nothing is new on the next look.
  await expect(rows).toHaveCount(4);
  await expect(rows.getByText('New', { exact: true })).toHaveCount(0);

  await tabs.getByRole('link', { name: 'Mentions and replies' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notifications\?tab=mentions$/);
  await expect(tabs.getByRole('link', { name: 'Mentions and replies' })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('link', { name: /replied to your cast$/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /mentioned you$/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /liked your cast$|followed you$/ })).toHaveCount(0);
  await expectAccessible();

  // Away from the screen, one more arrives: on the next look only it is new.
  await goInApp(page, '/');
  // Left for good: the screen is gone before the quote, so coming back opens it afresh.
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toHaveCount(0);
  await erin.quote(mine, uniqueText('quoting you'));
  await goInApp(page, '/notifications');
  await expect(rows).toHaveCount(5);
  await expect(rows.getByText('New', { exact: true })).toHaveCount(1);
  await expect(row(/quoted your cast$/).getByText('New', { exact: true })).toBeVisible();

  const dir = process.env.CASTLINE_SHOTS;
  if (dir && test.info().project.name === 'spec') {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [w, h] of [[1280, 800], [390, 844]] as const) {
        await page.setViewportSize({ width: w, height: h });
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${dir}/notification-tabs-${w}-${scheme}.png` });
      }
    }
  }
});
