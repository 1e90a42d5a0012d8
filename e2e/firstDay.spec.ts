import type { Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { demoClient } from '../gateway/testing/demoClient';
import { goInApp, signInWithWallet } from './support/appSteps';
import { castRow, composerNamed, postFrom, uniqueText, writeIn } from './support/composerSteps';
import { test, expect } from './support/fixtures';
import { SAME_IN_BOTH_MODES } from './support/modeTags';

/** What every screen of the walk must be: no sideways scrolling, and no raw address anywhere on it. */
async function expectTidy(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `${where}: wider than the window`).toBeLessThanOrEqual(clientWidth);
  expect(await page.evaluate(() => document.body.innerText), `${where}: a 42-character address is shown`).not.toMatch(/0x[0-9a-f]{40}(?![0-9a-f])/i);
  // Where an author line is short of room, the display name gives way before the handle does.
  const squeezed = await page.locator('[data-name]').evaluateAll((names) =>
    names.flatMap((name) => {
      const handle = name.parentElement?.querySelector<HTMLElement>('[data-handle]');
      return handle && handle.scrollWidth > handle.clientWidth + 1 && name.scrollWidth <= name.clientWidth + 1 ? [handle.textContent] : [];
    }),
  );
  expect(squeezed, `${where}: handles cut while their names show whole`).toEqual([]);
  // Cast actions stand in the same place on every cast, whatever their counts.
  const likeX = await page.getByRole('button', { name: /^Like \(/ }).evaluateAll((likes) => likes.map((like) => Math.round(like.getBoundingClientRect().left)));
  expect(new Set(likeX).size, `${where}: like buttons at ${likeX.join(', ')}`).toBeLessThanOrEqual(1);
  if (process.env.CASTLINE_SHOTS) {
    const { width } = page.viewportSize()!;
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${process.env.CASTLINE_SHOTS}/first-day-${where}-${width}-${scheme}.png` });
    }
    await page.emulateMedia({ colorScheme: null });
  }
}

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`the first day on a ${size}`, () => {
    // A wallet nobody has used: the walk starts from nothing.
    test.use({ viewport, walletOptions: { accounts: [privateKeyToAccount(generatePrivateKey())] } });

    // The walk's reads and writes are the same at both sizes: the far.quest project walks it once.
    const tag = size === 'phone' ? [SAME_IN_BOTH_MODES] : [];
    test('read, sign in, follow from the suggestions, post, be noticed, and look around, tidy everywhere', { tag }, async ({ page, gateway, expectAccessible }) => {
      test.slow();
      await page.goto('/');
      const latest = page.getByRole('feed', { name: 'Latest casts' });
      await expect(latest.getByRole('article').first()).toBeVisible();
      await expectTidy(page, 'latest');

      await signInWithWallet(page);
      const suggestions = page.getByTestId('follow-suggestions');
      await expect(suggestions.getByRole('heading', { name: 'People to follow' })).toBeVisible();
      await expectTidy(page, 'suggestions');
      await expectAccessible();
      const first = suggestions.getByRole('list', { name: 'People to follow' }).getByRole('listitem').first();
      await first.getByRole('button', { name: 'Follow' }).click();
      await expect(first.getByRole('button', { name: 'Unfollow' })).toBeVisible();
      // The button says it: no "Following" chip beside it.
      await expect(first.getByText('Following', { exact: true })).toHaveCount(0);
      await suggestions.getByRole('button', { name: 'Show their casts' }).click();
      const following = page.getByRole('feed', { name: 'Casts from people you follow' });
      await expect(following.getByRole('article').first()).toBeVisible();
      await expectTidy(page, 'following');
      // The page keeps its place between a long screen (this feed) and one too short to scroll (below).
      const mainLeft = () => page.locator('#main').evaluate((main) => main.getBoundingClientRect().left);
      expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
      const onLongScreen = await mainLeft();

      const text = uniqueText('my first cast');
      // A desktop writes at the top of the feed; a phone opens the composer from its floating button.
      if (size === 'phone') await page.getByRole('link', { name: 'Write a cast' }).click();
      const composer = composerNamed(page, size === 'phone' ? 'New cast' : 'Write a cast');
      await writeIn(composer, text);
      if (size === 'phone') {
        // The composer screen goes back to the feed once the cast has read back.
        await composer.getByRole('button', { name: 'Post' }).click();
        await expect(page).not.toHaveURL(/\/compose/, { timeout: 15_000 });
      } else {
        await postFrom(composer);
      }
      const mine = castRow(page, text).first();
      await expect(mine).toBeVisible();
      const hash = (await mine.locator('[data-cast-hash]').first().getAttribute('data-cast-hash'))!;
      const me = (await mine.locator('a[href^="/u/"]').first().getAttribute('href'))!.slice('/u/'.length);

      // Someone notices: a like, a follow and a reply.
      const bob = await demoClient(gateway.url, gateway.apiKey, 2);
      await bob.like({ hash, fid: me });
      await bob.follow(me);
      await bob.reply({ hash, fid: me }, uniqueText('welcome aboard'));
      await goInApp(page, '/notifications');
      const notifications = page.getByRole('main');
      await expect(notifications.getByText(/liked your cast/i).first()).toBeVisible();
      await expect(notifications.getByText(/followed you/i).first()).toBeVisible();
      await expectTidy(page, 'notifications');

      await goInApp(page, `/cast/${hash}`);
      await expect(page.getByRole('article', { name: /^Cast by / })).toContainText(text);
      await expectTidy(page, 'thread');

      await goInApp(page, `/u/${me}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectTidy(page, 'profile');

      for (const [where, path] of [['search', '/search?q=bread'], ['channels', '/channels'], ['settings', '/settings']] as const) {
        await goInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectTidy(page, where);
      }
      await goInApp(page, '/search');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (size === 'desktop') expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1), 'a screen too short to scroll').toBe(true);
      expect(await mainLeft()).toBe(onLongScreen);

      if (size === 'phone') {
        // At the end of a page, the last of it sits above the floating compose button, not under it.
        await goInApp(page, `/u/${me}`);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const end = await page.getByTestId('end-of-list').boundingBox();
        const compose = await page.getByRole('link', { name: 'Write a cast' }).boundingBox();
        expect(end!.y + end!.height).toBeLessThanOrEqual(compose!.y);
      }
    });
  });
}
