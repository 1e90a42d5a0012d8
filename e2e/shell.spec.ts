import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { SAME_IN_BOTH_MODES } from './support/modeTags';
import { openAccountMenu, pressSignIn, signInWithWallet } from './support/appSteps';
import { walkGateway, windowAtRest } from './support/reading';
import { devAccount } from '../gateway/chain/devAccounts';
import { demoIdentities } from '../gateway/seed/identities';
import { httpClient, signIn } from '../gateway/testing/httpClient';
import { signedMessageJson } from '../gateway/testing/signedMessage';
import { composerNamed, postFrom, uniqueText, writeIn } from './support/composerSteps';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { l2Client } from '../gateway/testing/demoClient';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Every control's box is at least this big where a finger has to hit it. */
async function expectTouchSize(target: Locator, minWidth: number, minHeight: number) {
  for (const box of await target.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.width, 'target width').toBeGreaterThanOrEqual(minWidth);
    expect(box.height, 'target height').toBeGreaterThanOrEqual(minHeight);
  }
}

/**
 * Each cast's action row sits on one line: every control shares the first one's top. The rows are read
 * once the feed shows casts, which it may not yet do at the moment signing in ends.
 */
async function expectActionRowsOnOneLine(page: Page) {
  const readRows = () =>
    page.locator('[role="feed"] article').evaluateAll((articles) =>
      articles.slice(0, 5).map((article) => {
        const like = article.querySelector('button[aria-label^="Like ("]');
        const row = like?.parentElement;
        if (!row) return null;
        const tops = [...row.children].map((c) => Math.round(c.getBoundingClientRect().top));
        return { tops, overflows: row.scrollWidth > row.clientWidth + 1 };
      }),
    );
  let rows: Awaited<ReturnType<typeof readRows>> = [];
  await expect.poll(async () => (rows = await readRows()).length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row).not.toBeNull();
    expect(new Set(row!.tops).size, 'the action row wraps').toBe(1);
    expect(row!.overflows, 'the action row overflows').toBe(false);
  }
}

/**
 * On a phone, reading on down brings a cast's share button to the floating compose button's height, and
 * nothing is drawn over any part of it (the button goes while the page moves down); moving up brings the
 * button back.
 */
async function expectComposeButtonClearOfRows(page: Page) {
  const button = page.getByRole('link', { name: 'Write a cast' });
  await expect(button).toHaveCSS('opacity', '1');
  const fab = (await button.boundingBox())!;
  const share = page.locator('main article').getByRole('button', { name: 'Share: copy link' });
  // The first share button far enough below the compose button that bringing it there is a real move down.
  const below = await share.evaluateAll((all, fabMiddle) => all.findIndex((el) => el.getBoundingClientRect().top > fabMiddle + 60), fab.y + fab.height / 2);
  expect(below).toBeGreaterThanOrEqual(0);
  const target = share.nth(below);
  const box = (await target.boundingBox())!;
  await page.mouse.wheel(0, box.y + box.height / 2 - (fab.y + fab.height / 2));
  await expect(button).toHaveCSS('opacity', '0');
  const covered = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    // Its middle and the middle of each edge, a little inside: a round button's corners are not its own.
    const points = [[x, y], [r.left + 4, y], [r.right - 4, y], [x, r.top + 4], [x, r.bottom - 4]];
    return points.filter(([px, py]) => !el.contains(document.elementFromPoint(px!, py!))).length;
  });
  expect(covered, 'points of the share button under something else').toBe(0);
  await page.mouse.wheel(0, -200);
  await expect(button).toHaveCSS('opacity', '1');
}

async function feedReady(page: Page) {
  const feed = page.locator('[role="feed"]').first();
  await expect(feed.locator('article').first()).toBeVisible();
  await expect(feed).toHaveAttribute('aria-busy', 'false');
}

/**
 * A feed card whose author link and first paragraph (one without links) are wholly on screen (so clicking either scrolls
 * nothing), read once the window has come to rest: wheel scrolling is animated, and on a loaded machine
 * a page that has just arrived may still be taking its place. If no card qualifies where the window
 * rests (a tall card, a page still loading), it moves on a little and looks again.
 */
async function restingCastOnScreen(page: Page): Promise<{ key: string; top: number; href: string }> {
  let found: { key: string; top: number; href: string } | null = null;
  await expect(async () => {
    await windowAtRest(page);
    found = await page.evaluate(() => {
      const wholly = (element: Element | null) => {
        const box = element?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
      };
      const authorLink = (a: Element) => a.querySelector<HTMLAnchorElement>('a[href^="/u/"]:not([aria-hidden="true"])');
      // A paragraph with a link in it is left out: a click at its middle could land on the link.
      const article = [...document.querySelectorAll<HTMLElement>('[role="feed"] article')].find(
        (a) => wholly(authorLink(a)) && wholly(a.querySelector('p[dir="auto"]')) && a.querySelector('p[dir="auto"] a') === null,
      );
      return article ? { key: article.dataset.castKey!, top: article.getBoundingClientRect().top, href: authorLink(article)!.getAttribute('href')! } : null;
    });
    if (!found) await page.mouse.wheel(0, 150);
    expect(found, 'a cast with its author and text on screen').not.toBeNull();
  }).toPass({ timeout: 30_000 });
  return found!;
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${size}, ${colorScheme}`, () => {
      test.use({ viewport, colorScheme });

      // far.quest mode walks the destinations at one size and in one theme.
      const tag = size === 'desktop' && colorScheme === 'light' ? [] : [SAME_IN_BOTH_MODES];
      test('every destination by pointer and keyboard, touch-size targets, a header that never wraps, axe clean', { tag }, async ({ page, expectAccessible }) => {
        // A long walk: sign-in and axe on six screens.
        test.slow();
        await page.goto('/?feed=latest');
        await feedReady(page);
        await expectAccessible();
        await signInWithWallet(page);
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(nav).toBeVisible();
        if (size === 'phone') {
          // The phone's top bar stays one line high with the account in it.
          const bar = page.locator('header').first();
          expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(57);
          await expectTouchSize(nav.getByRole('link'), 44, 44);
        } else {
          await expectTouchSize(nav.getByRole('link'), 44, 44);
        }
        await expectActionRowsOnOneLine(page);
        await expectTouchSize(page.locator('[role="feed"] article').first().locator('button, a[aria-label^="Reply"]'), 36, 44);

        // Profile by pointer.
        await nav.getByRole('link', { name: 'Profile' }).click();
        await expect(page).toHaveURL(/\/u\/0x/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page).toHaveTitle(/ · Castline$/);
        await expectAccessible();

        // Settings by keyboard: focus the link, press Enter.
        await nav.getByRole('link', { name: 'Settings' }).focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/settings$/);
        await expect(page).toHaveTitle('Settings · Castline');
        await expectAccessible();

        // Home again, marked as the current page.
        await nav.getByRole('link', { name: 'Home' }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
        // Signed in, home is Following; this account follows nobody yet, so Latest is a tab away.
        await page.getByRole('link', { name: 'Latest', exact: true }).click();
        await feedReady(page);

        // The Cast button: a dialog on wide screens, the full-screen composer on phones.
        if (size === 'desktop') {
          await page.getByRole('button', { name: 'Cast', exact: true }).click();
          const dialog = page.getByRole('dialog', { name: 'New cast' });
          await expect(dialog.locator('textarea')).toBeFocused();
          await expectAccessible();
          await dialog.getByRole('button', { name: 'Close' }).click();
          await expect(dialog).toBeHidden();
        } else {
          await expectComposeButtonClearOfRows(page);
          await page.getByRole('link', { name: 'Write a cast' }).last().click();
          await expect(page).toHaveURL(/\/compose$/);
          await expect(page.locator('textarea')).toBeFocused();
          // On the composer screen itself there is no button to open it again.
          await expect(page.getByRole('link', { name: 'Write a cast' })).toHaveCount(0);
          // The byte counter appears only once there is text to count.
          await expect(page.getByTestId('byte-counter')).toBeHidden();
          await expectAccessible();
        }

        // The account menu: add or switch accounts, sign out; Escape closes it.
        await openAccountMenu(page);
        await expect(page.getByRole('button', { name: 'Add another account' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
        // It opens inside the window and over none of the destinations.
        const menu = (await page.getByRole('button', { name: 'Add another account' }).locator('xpath=..').boundingBox())!;
        expect(menu.x).toBeGreaterThanOrEqual(0);
        expect(menu.y).toBeGreaterThanOrEqual(0);
        expect(menu.x + menu.width).toBeLessThanOrEqual(viewport.width);
        expect(menu.y + menu.height).toBeLessThanOrEqual(viewport.height);
        // Every entry one size, the menu's full width.
        const panel = await page.getByRole('banner').getByRole('button', { name: /^(account:|accounts$)/i }).getAttribute('aria-controls');
        const entries = await page.locator(`[id="${panel}"] .menu-item`).evaluateAll((items) =>
          items.map((item) => `${Math.round(item.getBoundingClientRect().width)}×${Math.round(item.getBoundingClientRect().height)}`),
        );
        expect(new Set(entries), `entries of ${entries.join(', ')}`).toHaveProperty('size', 1);
        // Over none of the destinations, nor the Cast button beside them.
        const cast = size === 'desktop' ? [page.getByRole('button', { name: 'Cast', exact: true })] : [];
        for (const link of [...(await page.getByRole('navigation', { name: /main|tabs/i }).getByRole('link').all()), ...cast]) {
          const box = (await link.boundingBox())!;
          const overlaps = box.x < menu.x + menu.width && menu.x < box.x + box.width && box.y < menu.y + menu.height && menu.y < box.y + box.height;
          expect(overlaps, `the menu covers ${await link.textContent()}`).toBe(false);
        }
        await expectAccessible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('button', { name: 'Add another account' })).toBeHidden();
      });
    });
  }
}

test.describe('screens', () => {
  test.use({ viewport: DESKTOP });

  test('`?` lists the shortcuts; the theme choice in Settings overrides the system', { tag: SAME_IN_BOTH_MODES }, async ({ page, expectAccessible }) => {
    await page.goto('/');
    await feedReady(page);
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toContainText('Next cast in a feed');
    await expect(dialog).toContainText('Search people, channels and casts');
    await expect(dialog).toContainText('Search, outside a text field');
    await expectAccessible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/settings');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('radio', { name: 'Dark' }).check();
    expect(await background()).not.toBe(light);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(await background()).not.toBe(light);
    await page.getByRole('radio', { name: 'Same as this device' }).check();
    expect(await background()).toBe(light);
  });

  test('pages have their own titles: settings and not found', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveTitle('Settings · Castline');
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('Not found · Castline');
  });

  test('what does not exist says so: a channel name with spaces, the likes of an unknown cast', async ({ page }) => {
    await page.goto('/channel/%20bad%20');
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await expect(page.getByText('This is not a channel name')).toBeVisible();
    await page.goto('/channel/DEV');
    await expect(page.getByRole('heading', { level: 1, name: '/dev' })).toBeVisible();
    await page.goto(`/cast/0x${'ab'.repeat(20)}/likes`);
    await expect(page.getByText('This cast was not found')).toBeVisible();
    await expect(page.getByText('No one has liked this cast yet.')).toHaveCount(0);
  });

  test('scrolling the first screen before the place keeper has loaded keeps the reader where they are', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/ScrollPlaces-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await feedReady(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    const loaded = page.waitForResponse((response) => /\/assets\/ScrollPlaces-.*\.js$/.test(response.url()));
    release();
    await loaded;
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Once it is in, a new screen still starts at the top.
    await page.getByRole('link', { name: 'Channels' }).first().click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a new screen starts at the top; back restores the exact place, anchored on a cast', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    await page.goto('/');
    await feedReady(page);
    // Scroll well down the feed, loading further pages on the way.
    for (let i = 0; i < 8; i++) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(120);
    }
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    const before = await restingCastOnScreen(page);
    await page.locator(`[data-cast-key="${before.key}"] a[href="${before.href}"]:not([aria-hidden="true"])`).first().click();
    await expect(page).toHaveURL(before.href);
    // The URL changes at once; home stays drawn, scrolled as it was, until the profile's code has arrived.
    await expect(page.getByRole('feed', { name: 'Latest casts' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY), 'a new screen starts at the top').toBe(0);

    await page.goBack();
    // The list says when it has put the reader's row back: only then is the place compared.
    await expect(page.getByRole('feed', { name: 'Latest casts' })).toHaveAttribute('data-restored', 'true');
    const top = await page.evaluate((key) => document.querySelector(`[data-cast-key="${key}"]`)!.getBoundingClientRect().top, before.key);
    expect(Math.abs(top - before.top), 'back puts the same cast at the same place').toBeLessThanOrEqual(1);
  });

  test('going back draws a picture loaded before at its own shape at once, so the casts below it stay where they were', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway }) => {
    const author = await l2Client(gateway.url, gateway.apiKey, privateKeyToAccount(generatePrivateKey()));
    await author.cast(uniqueText('under the picture'));
    // A wide picture whose URL does not say its shape (an upload's name would).
    await author.withEmbed(uniqueText('a picture'), `${gateway.url}/static/img/back-${Date.now()}.svg`);
    const top = uniqueText('above the picture');
    await author.cast(top);
    await page.goto(`/u/${author.fid}`);
    const feed = page.locator('[role="feed"]');
    const picture = feed.locator('article img[src*="/static/img/back-"]');
    await expect(picture).toHaveCSS('aspect-ratio', '768 / 432');
    const under = feed.locator('article').filter({ hasText: 'under the picture' });
    const place = (await under.boundingBox())!.y;
    await feed.locator('article').filter({ hasText: top }).click();
    await expect(page).toHaveURL(/\/cast\//);
    await expect(page.getByRole('feed', { name: /^Casts by/ })).toHaveCount(0);
    // Every picture the list draws on the way back is recorded with the shape it first has.
    await page.evaluate(() => {
      const firstShapes: string[] = [];
      (window as unknown as { firstShapes: string[] }).firstShapes = firstShapes;
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLElement)
              for (const img of [node, ...node.querySelectorAll('img')]) if (img instanceof HTMLImageElement && img.src.includes('/static/img/back-')) firstShapes.push(img.style.aspectRatio);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.goBack();
    await expect(feed).toHaveAttribute('data-restored', 'true');
    const firstShapes = await page.evaluate(() => (window as unknown as { firstShapes: string[] }).firstShapes);
    expect(firstShapes.length, 'the picture was drawn again').toBeGreaterThan(0);
    expect(new Set(firstShapes), 'the shapes the picture was first drawn at').toEqual(new Set(['768 / 432']));
    expect(Math.abs((await under.boundingBox())!.y - place)).toBeLessThanOrEqual(1);
  });

  test('the end-of-list footer sits below the last item, in a thread and on a short profile', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway }) => {
    const footerBelowLastRow = async () => {
      // Scroll to the end, letting further pages load on the way.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(page.getByTestId('end-of-list')).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      const { lastBottom, footerTop } = await page.evaluate(() => {
        const rows = [...document.querySelectorAll('[role="feed"] article')];
        const last = rows.at(-1)!.getBoundingClientRect();
        return { lastBottom: last.bottom, footerTop: document.querySelector('[data-testid="end-of-list"]')!.getBoundingClientRect().top };
      });
      expect(footerTop).toBeGreaterThanOrEqual(lastBottom);
    };
    // A thread with replies.
    const casts = await walkGateway(gateway, 'casts', {}, 'casts');
    const withReplies = casts.find((c) => (c.replies?.count ?? 0) > 0);
    expect(withReplies, 'the demo seed has a cast with replies').toBeTruthy();
    await page.goto(`/cast/${withReplies!.hash}`);
    await expect(page.getByRole('feed', { name: /^Replies to/ }).locator('article').first()).toBeVisible();
    await footerBelowLastRow();

    // A short profile: one whose casts end within the first page.
    await page.goto('/@judy');
    await expect(page.locator('[role="feed"] article').first()).toBeVisible();
    await footerBelowLastRow();
  });

  test('no cast appears twice in a row on home', async ({ page }) => {
    await page.goto('/');
    await feedReady(page);
    for (let i = 0; i < 6; i++) {
      const hashes = await page.locator('[role="feed"] article').evaluateAll((articles) =>
        articles.flatMap((a) => [...a.querySelectorAll<HTMLElement>('[data-cast-hash]')].map((c) => c.dataset.castHash!)),
      );
      for (let j = 1; j < hashes.length; j++) expect(hashes[j], `cast ${hashes[j]} drawn twice in a row`).not.toBe(hashes[j - 1]);
      // A parent and its folded reply count as one entry; the next entry must not repeat either.
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(150);
    }
  });

  test('a thread has a back control: back to the feed where it was, or home when opened from a link', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    await page.goto('/');
    await feedReady(page);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const { key } = await restingCastOnScreen(page);
    await page.locator(`[role="feed"] article[data-cast-key="${key}"] p[dir="auto"]`).first().click();
    await expect(page).toHaveURL(/\/cast\//);
    const thread = page.url();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('feed', { name: 'Latest casts' })).toHaveAttribute('data-restored', 'true');
    // Back where the reader was: the cast they opened is on screen again, not the top of the feed.
    await expect(page.locator(`[role="feed"] article[data-cast-key="${key}"]`)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    await page.goto(thread);
    await page.getByRole('button', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Latest casts' })).toBeVisible();
  });

  test('the whole card opens the thread; its links and selected text keep their own behaviour', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    await page.goto('/');
    await feedReady(page);
    // The newest card with text and no link in it (a drag that starts on a link drags the link instead
    // of selecting), held by its key: other tests post to the same feed meanwhile.
    const withText = page.locator('[role="feed"] article').filter({ has: page.locator('p[dir="auto"]') });
    const key = (await withText.filter({ hasNot: page.locator('p[dir="auto"] a') }).first().getAttribute('data-cast-key'))!;
    const card = page.locator(`[role="feed"] article[data-cast-key="${key}"]`);
    const text = card.locator('p[dir="auto"]').first();
    // Selecting text by dragging across it ends in a click on the card: it must not navigate.
    await text.scrollIntoViewIfNeeded();
    const box = (await text.boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + Math.min(box.width - 2, 120), box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await page.evaluate(() => window.getSelection()!.toString().length)).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/$/);

    // A link inside the card keeps its own destination.
    const author = card.locator('a[href^="/u/"]').nth(1);
    const authorHref = (await author.getAttribute('href'))!;
    await author.click();
    await expect(page).toHaveURL(authorHref);
    await page.goBack();
    await feedReady(page);

    // Anywhere else on the card opens the thread.
    await text.click();
    await expect(page).toHaveURL(/\/cast\/0x/);
  });

  test('"Yes, delete" looks dangerous; after posting with Preview on no empty preview stays', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    await page.goto('/?feed=latest');
    await signInWithWallet(page);
    const composer = composerNamed(page, 'Write a cast');
    const text = uniqueText('preview then post');
    await composer.locator('textarea').click();
    await writeIn(composer, text);
    await composer.getByRole('button', { name: 'Preview' }).click();
    await expect(composer.getByRole('region', { name: 'Preview' })).toContainText(text);
    await postFrom(composer);
    await expect(composer.getByRole('region', { name: 'Preview' })).toHaveCount(0);

    const row = page.getByRole('article').filter({ hasText: text }).first();
    await row.getByRole('button', { name: 'Delete' }).click();
    const yes = row.getByRole('button', { name: 'Yes, delete' });
    const keep = row.getByRole('button', { name: 'Keep' });
    // The colour at rest, not partway through a hover transition.
    const colour = (l: Locator) =>
      l.evaluate((el) => {
        for (const animation of el.getAnimations()) animation.finish();
        return getComputedStyle(el).backgroundColor;
      });
    // Tailwind's palette is in OKLCH: a strongly coloured red has a high chroma and a hue near 25°.
    const [, chroma, hue] = (await colour(yes)).match(/oklch\(([\d.]+) ([\d.]+) ([\d.]+)/)!.slice(1).map(Number);
    expect(chroma, 'a strongly coloured button').toBeGreaterThan(0.15);
    expect(hue, 'a red button').toBeGreaterThan(10);
    expect(hue, 'a red button').toBeLessThan(40);
    expect(await colour(keep)).not.toBe(await colour(yes));
    await keep.click();
  });

  test('the reply screen shows the cast being replied to', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    // A seeded author with a username: casts other tests post meanwhile may come from accounts without one.
    await page.goto('/u/1');
    await feedReady(page);
    const first = page.locator('[role="feed"] article').first();
    const text = (await first.locator('p[dir="auto"]').first().textContent())!.trim();
    // Opened from the keyboard: a link preview or picture of the cast may still be loading, and a click
    // aimed at the Reply link while it grows the card would land on the card itself (its thread).
    await first.getByRole('link', { name: /^Reply \(/ }).press('Enter');
    await expect(page).toHaveURL(/\/compose\?parentCastHash=/);
    await expect(page.getByTestId('replied-cast')).toContainText(text.slice(0, 40));
    await expect(page.getByTestId('replied-cast')).toContainText('Replying to @');
  });
});

test.describe('phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the wallet dialog keeps the icon square and "Throwaway wallet" on one line; no keyboard hint on touch', { tag: SAME_IN_BOTH_MODES }, async ({ page, expectAccessible }) => {
    await page.goto('/');
    await feedReady(page);
    await page.getByRole('button', { name: /connect wallet/i }).click();
    const dialog = page.getByRole('dialog', { name: /connect a wallet/i });
    const throwaway = dialog.getByRole('button', { name: /throwaway wallet/i });
    await expect(throwaway).toBeVisible();
    const name = throwaway.getByText('Throwaway wallet', { exact: true });
    const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await name.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1);
    const icon = dialog.getByRole('button', { name: /metamask/i }).locator('img');
    const box = (await icon.boundingBox())!;
    expect(box.width).toBe(24);
    expect(box.height).toBe(24);
    await expectAccessible();
    await dialog.getByRole('button', { name: /metamask/i }).click();
    await pressSignIn(page);
    await expect(page.getByTestId('signed-in-as')).toBeAttached();

    await page.goto('/compose');
    await page.locator('textarea').fill('hello');
    await expect(page.getByTestId('byte-counter')).toBeVisible();
    await expect(page.getByText('Ctrl+Enter posts')).toBeHidden();
  });
});

test.describe('wallet icons', () => {
  test.use({ walletOptions: { icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="orange"/></svg>' } });

  test('an EIP-6963 icon written as a plain data:image/svg+xml URL is shown', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /connect wallet/i }).click();
    const icon = page.getByRole('dialog', { name: /connect a wallet/i }).getByRole('button', { name: /metamask/i }).locator('img');
    await expect(icon).toHaveAttribute('src', /^data:image\/svg\+xml,<svg/);
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe('hostile text', () => {
  test.use({ viewport: PHONE });

  test('a direction override in a name is shown, not obeyed; combining-mark floods stay in their box', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway }) => {
    const judy = demoIdentities[9]!;
    const api = httpClient(gateway.url, gateway.apiKey);
    const token = await signIn(api, devAccount(9), { type: 'FID', signerPublicKey: judy.signerPublicKey });
    const submit = async (data: Record<string, unknown>) => expect((await api.post('/farcaster/v2/message', { message: signedMessageJson(data, judy.signerPrivateKey) }, token)).status).toBe(200);
    await submit({ type: 11, fid: judy.fid, userDataBody: { type: 2, value: 'Bob \u202Emoc.elgoog' } });
    const flood = `Z${'\u0336\u0337\u0338\u0321\u0322\u0334'.repeat(20)}algo`;
    await submit({ type: 1, fid: judy.fid, castAddBody: { text: `hostile marks ${flood} end`, embeds: [], embedsDeprecated: [], mentions: [], mentionsPositions: [], type: 0 } });

    await page.goto(`/u/${judy.fid}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Bob ⟨U+202E⟩moc.elgoog');
    const card = page.locator('[role="feed"] article').filter({ hasText: 'hostile marks' }).first();
    await expect(card).toBeVisible();
    const name = card.locator('a[href^="/u/"]:not([aria-hidden="true"])').first();
    await expect(name).toHaveText('Bob ⟨U+202E⟩moc.elgoog');
    const { marks, clipped, isolated } = await card.locator('p[dir="auto"]').first().evaluate((p) => ({
      marks: /\p{M}{3,}/u.test(p.textContent ?? ''),
      clipped: getComputedStyle(p).overflow,
      isolated: getComputedStyle(p).unicodeBidi,
    }));
    expect(marks, 'no run of more than two combining marks is drawn').toBe(false);
    expect(clipped).toBe('hidden');
    expect(isolated).toBe('isolate');
    expect(await name.evaluate((a) => getComputedStyle(a).overflow)).toBe('hidden');
  });
});
