import type { Locator, Page } from '@playwright/test';
import type { RunningGateway } from '../gateway/server';
import { demoClient } from '../gateway/testing/demoClient';
import { test, expect } from './support/fixtures';
import { SAME_IN_BOTH_MODES } from './support/modeTags';
import { collectWhileScrolling, gatewayGet, rawCastKey, walkGateway, windowAtRest, type RawCast } from './support/reading';

/** Opens the demo seed's cast by `fid` whose text holds `fragment`, on its own page. */
async function openSeededCast(page: Page, gateway: RunningGateway, fid: string, fragment: string): Promise<Locator> {
  const cast = (await walkGateway(gateway, 'casts', { fid }, 'casts')).find((c) => c.text.includes(fragment));
  expect(cast, `the demo seed has a cast by ${fid} with "${fragment}"`).toBeTruthy();
  await page.goto(`/cast/${cast!.hash}`);
  return page.getByRole('article', { name: /^Cast by/ });
}

test.describe('reading', () => {
  test('the latest casts, then a profile opened from a cast', async ({ page, expectAccessible }) => {
    await page.goto('/');
    const feed = page.getByRole('feed', { name: 'Latest casts' });
    await expect(feed.locator('article').first()).toBeVisible();
    await expect(feed).toHaveAttribute('aria-busy', 'false');
    await expectAccessible();

    await expect(feed.locator('article').first()).toHaveAttribute('aria-posinset', '1');
    // The author's name as the cast shows it: a display name, a username or a short address alike.
    const first = feed.locator('article').first();
    const author = first.locator('a[data-name]').first();
    const name = (await author.textContent())!.trim();
    const href = (await author.getAttribute('href'))!;
    await author.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('feed', { name: `Casts by ${name}` }).locator('article').first()).toBeVisible();
    await expectAccessible();
  });

  test('an @name in a bio links to that profile', async ({ page, gateway }) => {
    // Demo bios sometimes end "friends with @name"; find one, as each compat family presents it.
    const users = (await gatewayGet(gateway, 'users', { fids: Array.from({ length: 60 }, (_, i) => String(i + 1)).join(',') })).result.users ?? [];
    const withMention = users.map((u) => u as { fid: string | number; bio?: { text?: string } } | null).find((u) => /friends with @[a-z0-9-]+/.test(u?.bio?.text ?? ''));
    expect(withMention, 'a demo bio with a mention').toBeTruthy();
    const name = /friends with @([a-z0-9-]+)/.exec(withMention!.bio!.text!)![1]!;
    const mentioned = (await gatewayGet(gateway, 'user-by-username', { username: name })).result as unknown as { user: { fid: string | number } };
    await page.goto(`/u/${withMention!.fid}`);
    const link = page.getByRole('main').locator('header').getByRole('link', { name: `@${name}` });
    await expect(link).toHaveAttribute('href', `/u/${mentioned.user.fid}`);
  });

  test('a profile shows its details, and /@username opens the same profile', async ({ page, expectAccessible }) => {
    await page.goto('/@alice');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('@alice', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /following$/ })).toHaveAttribute('href', '/u/1/following');
    await expect(page.getByText('0xf39f…2266')).toBeVisible();
    await expect(page.getByText(/^Joined$/)).toBeVisible();
    await expectAccessible();
  });

  test('pages the following list to its end and shows every followed account exactly once', async ({ page, gateway, expectAccessible }) => {
    const expected = (await walkGateway(gateway, 'following', { fid: '1' }, 'users')).map((u) => String(u!.fid));
    expect(expected.length).toBeGreaterThan(20);
    await page.goto('/u/1/following');
    await expect(page.getByRole('list', { name: /accounts .* follows/i }).locator('li').first()).toBeVisible();
    await expectAccessible();
    const { seen } = await collectWhileScrolling(page, 'data-user-fid');
    expect([...seen].sort()).toEqual([...expected].sort());
    await expect(page.getByTestId('end-of-list')).toContainText(`${expected.length} shown`);
    // The list is as tall as its rows: the last account sits above the list's end, not under it.
    const lastRowBottom = await page.locator('[data-user-fid]').last().evaluate((row) => row.getBoundingClientRect().bottom);
    const endTop = await page.getByTestId('end-of-list').evaluate((end) => end.getBoundingClientRect().top);
    expect(endTop).toBeGreaterThanOrEqual(Math.floor(lastRowBottom));

    const filter = page.getByLabel('Filter loaded accounts');
    await filter.fill('erin');
    await expect(page.locator('[data-user-fid]')).toHaveCount(1);
    await filter.press('j');
    await expect(filter).toBeFocused();
  });

  test("pages a profile's casts to the end and shows every cast exactly once", async ({ page, gateway }) => {
    // Every page of a profile of about 90 casts (judy's), scrolled to its end: several pages of the
    // gateway's, with the app's own page size, at a fraction of the time of the busiest profile.
    // The gateway folds each reply into its parent, so a parent comes back once per reply: the feed
    // draws every cast the gateway listed, each of them once.
    const listed = new Set((await walkGateway(gateway, 'casts', { fid: '10' }, 'casts')).flatMap((key) => rawCastKey(key).split('>')));
    expect(listed.size).toBeGreaterThan(50);
    await page.goto('/u/10');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    const { seen } = await collectWhileScrolling(page, 'data-cast-key');
    const drawn = [...seen].flatMap((key) => key.split('>'));
    expect(new Set(drawn).size).toBe(drawn.length);
    expect([...drawn].sort()).toEqual([...listed].sort());
    await expect(page.getByTestId('end-of-list')).toContainText(`${seen.size} shown`);
  });

  test('a channel feed lists the casts posted to the channel', async ({ page, gateway, expectAccessible }) => {
    const parentChain = 'https://warpcast.com/~/channel/dev';
    const first = (await gatewayGet(gateway, 'casts', { parentChain, limit: '25' })).result.casts!.map(rawCastKey);
    expect(first.length).toBeGreaterThan(0);
    await page.goto('/channel/dev');
    await expect(page.getByRole('heading', { level: 1, name: '/dev' })).toBeVisible();
    const feed = page.getByRole('feed', { name: 'Casts in /dev' });
    await expect(feed.locator('article').first()).toBeVisible();
    const shown = await feed.locator('article').evaluateAll((els) => els.map((el) => el.getAttribute('data-cast-key')));
    expect(shown).toEqual(first.slice(0, shown.length));
    await expectAccessible();

    await page.goto('/');
    await page.getByLabel('Channel', { exact: true }).selectOption('dev');
    await expect(page).toHaveURL(/\?channel=dev$/);
    await expect(page.getByRole('feed', { name: 'Latest casts in /dev' }).locator('article').first()).toHaveAttribute('data-cast-key', first[0]!);
  });

  test('a thread shows the casts it replies to above it and its replies below', async ({ page, gateway, expectAccessible }) => {
    // A reply that has replies of its own: it has both a parent and children.
    const casts = await walkGateway(gateway, 'casts', {}, 'casts');
    const middle = casts.map((c) => c.childCast).find((c): c is RawCast => !!c && (c.replies?.count ?? 0) > 0);
    expect(middle, 'the demo seed has a reply with replies').toBeTruthy();
    const thread = await walkGateway(gateway, 'casts-in-thread', { threadHash: middle!.threadHash! }, 'casts', 50);
    const replies = thread.filter((c) => c.parentHash === middle!.hash).map((c) => c.hash);
    expect(replies.length).toBeGreaterThan(0);

    await page.goto(`/cast/${middle!.hash}`);
    await expect(page.locator(`[data-ancestor-hash="${middle!.parentHash}"]`)).toBeVisible();
    await expect(page.getByRole('article', { name: /^Cast by / })).toContainText(middle!.text.replace(/@\S+/g, '').trim().slice(0, 10));
    const replyFeed = page.getByRole('feed', { name: /^Replies to / });
    for (const hash of replies) await expect(replyFeed.locator(`article[data-cast-key="${hash}"]`)).toBeVisible();
    await expectAccessible();

    // The same address with the hash in capitals names the same cast.
    await page.goto(`/cast/0x${middle!.hash.slice(2).toUpperCase()}`);
    await expect(page.locator(`[data-ancestor-hash="${middle!.parentHash}"]`)).toBeVisible();
    await expect(replyFeed.locator(`article[data-cast-key="${replies[0]}"]`)).toBeVisible();
  });

  test('an address that names no cast or account is refused without asking the gateway', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/\/farcaster\/v2\/(cast|cast-likes|cast-recasters)$/.test(url.pathname) || url.searchParams.has('fid') || url.searchParams.has('fids')) reads.push(request.url());
    });
    await page.goto('/cast/0x12');
    await expect(page.getByText('This address does not name a cast.')).toBeVisible();
    await page.goto('/cast/0x12/likes');
    await expect(page.getByText('There is no page at this address.')).toBeVisible();
    await page.goto('/u/not%20a%20name');
    await expect(page.getByText('This address does not name an account.')).toBeVisible();
    expect(reads).toEqual([]);
  });

  // Seeded casts are opened by their hash: what other tests post meanwhile moves them down the feeds.
  test('mentions in emoji and CJK casts link to the right users', async ({ page, gateway }) => {
    const emoji = await openSeededCast(page, gateway, '1', '👨‍👩‍👧 ok');
    await expect(emoji.locator('p', { hasText: 'ok' }).first()).toHaveText('🤓 @bob と @carol 👨‍👩‍👧 ok');
    await expect(emoji.getByRole('link', { name: '@bob' })).toHaveAttribute('href', '/u/2');
    await expect(emoji.getByRole('link', { name: '@carol' })).toHaveAttribute('href', '/u/3');

    const adjacent = await openSeededCast(page, gateway, '1', 'adjacent mentions');
    await expect(adjacent.locator('p', { hasText: 'adjacent' })).toHaveText('@bob@carol adjacent mentions, 中文 and emoji 🎉');
    await expect(adjacent.getByRole('link', { name: '@carol' })).toHaveAttribute('href', '/u/3');

    const ends = await openSeededCast(page, gateway, '1', 'hello from the start');
    await expect(ends.locator('p', { hasText: 'hello' })).toHaveText('@dave hello from the start and the end @erin');
    await expect(ends.getByRole('link', { name: '@dave' })).toHaveAttribute('href', '/u/4');
    await expect(ends.getByRole('link', { name: '@erin' })).toHaveAttribute('href', '/u/5');

    const cjk = await openSeededCast(page, gateway, '2', 'replying in CJK');
    await expect(cjk.locator('p', { hasText: 'CJK' })).toHaveText('replying in CJK: こんにちは @alice');
    await cjk.getByRole('link', { name: '@alice' }).click();
    await expect(page).toHaveURL('/u/1');
  });

  test('a cast carrying script, markup and javascript: URLs renders inert', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway }) => {
    const hostile = await openSeededCast(page, gateway, '1', 'Hostile test:');
    await expect(hostile).toBeVisible();
    await expect(hostile.locator('p', { hasText: 'Hostile' })).toHaveText(
      'Hostile test: <script>alert(1)</script> <img src=x onerror=alert(1)> javascript:alert(1)',
    );
    await page.waitForTimeout(500);
    expect(await page.locator('a[href^="javascript:" i], [src^="javascript:" i], img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => [...document.scripts].some((s) => s.textContent?.includes('alert(1)')))).toBe(false);
    for (const a of await page.locator('a[target="_blank"]').all()) {
      await expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      expect(await a.getAttribute('href')).toMatch(/^https?:\/\//);
    }
  });

  test('j and k move between casts, Enter opens the thread, and going back restores the place', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway }) => {
    await page.goto('/');
    const feed = page.getByRole('feed', { name: 'Latest casts' });
    await expect(feed.locator('article').first()).toBeVisible();
    await page.keyboard.press('j');
    await expect(feed.locator('article[aria-posinset="1"]')).toBeFocused();
    for (let i = 0; i < 6; i++) await page.keyboard.press('j');
    await expect(feed.locator('article[aria-posinset="7"]')).toBeFocused();
    await page.keyboard.press('k');
    const focused = feed.locator('article[aria-posinset="6"]');
    await expect(focused).toBeFocused();
    const key = (await focused.getAttribute('data-cast-key'))!;
    const opened = key.includes('>') ? key.split('>')[1]! : key;
    // The list may still be placing the row it scrolled to (it measures rows as they draw): the place
    // to come back to is where the window comes to rest.
    await windowAtRest(page);
    // The place is the cast's own on the screen: a cast posted meanwhile may lengthen the list above it.
    const card = feed.locator(`article[data-cast-key="${key}"]`);
    const placeOf = async () => (await card.boundingBox())!.y;
    const place = await placeOf();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/cast/${opened}`);
    await (await demoClient(gateway.url, gateway.apiKey, 2)).cast('Posted while a thread was open');
    await page.goBack();
    // The list says when it has put the reader's row back.
    await expect(feed).toHaveAttribute('data-restored', 'true');
    expect(Math.abs((await placeOf()) - place)).toBeLessThanOrEqual(1);
  });
});
