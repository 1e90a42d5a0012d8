import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { demoClient, l2Client } from '../gateway/testing/demoClient';
import { test, expect } from './support/fixtures';
import { signInWithWallet } from './support/appSteps';
import { uniqueText } from './support/composerSteps';

/** A new L2 person, so the notifications seen are only the ones made here. */
const person = privateKeyToAccount(generatePrivateKey());
test.use({ walletOptions: { accounts: [person] } });

test('notification tabs: All shows every kind, Mentions and replies only what speaks to the person, by link and keyboard', async ({ page, gateway, expectAccessible }) => {
  const me = await l2Client(gateway.url, gateway.apiKey, person);
  const mine = { hash: await me.cast(uniqueText('tabs for this')), fid: me.fid };
  const [bob, carol, dave] = await Promise.all([2, 3, 4].map((fid) => demoClient(gateway.url, gateway.apiKey, fid)));
  await bob.like(mine);
  await carol.follow(me.fid);
  await dave.reply(mine, uniqueText('a reply on the tab'));
  await bob.mention(me.fid, 'hello ');

  await page.goto('/notifications');
  await signInWithWallet(page);
  const tabs = page.getByRole('navigation', { name: 'Notification kinds' });
  const list = page.getByRole('list', { name: 'Notifications, newest first' });
  await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('link', { name: /liked your cast$/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /followed you$/ })).toBeVisible();

  await tabs.getByRole('link', { name: 'Mentions and replies' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notifications\?tab=mentions$/);
  await expect(tabs.getByRole('link', { name: 'Mentions and replies' })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('link', { name: /replied to your cast$/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /mentioned you$/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /liked your cast$|followed you$/ })).toHaveCount(0);
  await expectAccessible();

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
