import { ed25519 } from '@noble/curves/ed25519.js';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { QUIET_CHANNELS } from '../gateway/seed/channels';
import { test, expect } from './support/fixtures';
import { allStoredText, goInApp, pressSignIn, signInWithWallet } from './support/appSteps';
import { cardWithoutLinks, gatewayGet } from './support/reading';
import { SAME_IN_BOTH_MODES } from './support/modeTags';
import { addImageByUrl, castRow, composerNamed, messagesAccepted, textBox, postedMessageHashes, postFrom, recordRequests, uniqueText, writeIn } from './support/composerSteps';

const countIn = async (button: import('@playwright/test').Locator) => Number(/\((\d+)/.exec((await button.getAttribute('aria-label')) ?? '')?.[1]);

test.describe('posting', () => {
  test('a draft survives a reload, then the cast is posted and shows on the author’s profile', { tag: SAME_IN_BOTH_MODES }, async ({ page, expectAccessible }) => {
    const text = uniqueText('first cast 🤓 café');
    await page.goto('/?feed=latest');
    await signInWithWallet(page);
    const composer = composerNamed(page, 'Write a cast');
    await writeIn(composer, text);
    await expect(composer.getByTestId('byte-counter')).toContainText(`${new TextEncoder().encode(text).length} / 320 bytes · cast`);
    await expectAccessible();

    await page.reload();
    await signInWithWallet(page);
    await expect(textBox(composer)).toHaveValue(text);
    await composer.getByRole('button', { name: 'Preview' }).click();
    await expect(composer.getByRole('region', { name: 'Preview' })).toContainText(text);
    await postFrom(composer);
    await expect(textBox(composer)).toHaveValue('');
    await expect(castRow(page, text).first()).toBeVisible();

    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(castRow(page, text)).toHaveCount(1);
    await page.reload();
    await expect(castRow(page, text)).toHaveCount(1);
  });

  test('a reply with a mention and an image appears in the thread, the mention links to the user and the image renders', async ({ page, gateway }) => {
    await page.goto('/?feed=latest');
    await signInWithWallet(page);
    const first = cardWithoutLinks(page);
    // A click on the card (not on one of its links or buttons) opens the thread.
    await first.locator('p[dir="auto"]').first().click();
    await expect(page).toHaveURL(/\/cast\/0x/);
    const composer = composerNamed(page, /^Reply to /);
    const box = textBox(composer);
    await box.click();
    await box.pressSequentially('thanks @ali');
    await expect(composer.getByRole('option', { name: /@alice/ })).toBeVisible();
    await box.press('Enter');
    const text = uniqueText('for this');
    await box.pressSequentially(text);
    await expect(box).toHaveValue(`thanks @alice ${text}`);
    await addImageByUrl(composer, `${gateway.url}/static/img/e2e-reply.svg`);
    await box.press('Control+Enter');
    await expect(composer.getByTestId('publish-status')).toContainText('Posted.', { timeout: 15_000 });

    const replies = page.getByRole('feed', { name: /^Replies to/ });
    const reply = replies.getByRole('article').filter({ hasText: text });
    await expect(reply).toBeVisible();
    await expect(reply.locator('[data-mention-fid]').getByText('@alice')).toHaveAttribute('href', /\/u\/\d+$/);
    await expect(reply.getByRole('img', { name: /image 1 of 1/i })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('feed', { name: /^Replies to/ }).getByRole('article').filter({ hasText: text })).toBeVisible();
  });

  test('a channel post appears in the channel, and a compose link opens the composer prefilled', async ({ page, gateway }) => {
    await page.goto('/channel/dev');
    await signInWithWallet(page);
    const text = uniqueText('shipping in dev');
    const composer = composerNamed(page, 'Write a cast in /dev');
    await writeIn(composer, text);
    await postFrom(composer);
    await expect(castRow(page, text)).toBeVisible();
    await page.reload();
    await expect(castRow(page, text)).toBeVisible();

    // A quote written from the channel's page comes back to it once posted.
    await signInWithWallet(page);
    await castRow(page, text).getByRole('link', { name: 'Quote' }).click();
    await expect(page).toHaveURL(/\/compose\?quoteCastHash=0x/);
    const quote = uniqueText('quoting it');
    const quoting = composerNamed(page, 'Quote cast');
    await writeIn(quoting, quote);
    await quoting.getByRole('button', { name: 'Post' }).click();
    await expect(page).toHaveURL(/\/channel\/dev$/, { timeout: 15_000 });
    await expect(composer).toBeVisible();
    expect((await gatewayGet(gateway, 'casts', { limit: '25' })).result.casts?.some((cast) => cast.text === quote)).toBe(true);

    const linked = uniqueText('from a link');
    const image = `${gateway.url}/static/img/linked.svg`;
    await page.goto(`/compose?text=${encodeURIComponent(linked)}&embeds[]=${encodeURIComponent(image)}&channelKey=art`);
    await signInWithWallet(page);
    // Named by the gateway's record of the channel.
    const full = composerNamed(page, 'New cast in Art');
    await expect(textBox(full)).toHaveValue(linked);
    await expect(full.getByRole('list', { name: 'Embeds' })).toContainText(image);
    await full.getByRole('button', { name: 'Post' }).click();
    await expect(page).toHaveURL(/\/channel\/art$/);
    await expect(castRow(page, linked).getByRole('img', { name: /image 1 of 1/i })).toBeVisible();

    // Any well-formed channel id is a channel to post in; one the gateway has no record of goes by its id.
    await page.goto('/compose?channelKey=nowhere-yet');
    await expect(page.getByRole('heading', { name: 'New cast in /nowhere-yet' })).toBeVisible();
    const [quietKey, quiet] = Object.entries(QUIET_CHANNELS)[0]!;
    await page.goto(`/compose?channelKey=${quietKey}`);
    await expect(page.getByRole('heading', { name: `New cast in ${quiet.name}` })).toBeVisible();
  });
});

test.describe('the compact composer', () => {
  /** Fails unless `locator` lies wholly inside the window, and above the phone's tab bar on a phone. */
  async function expectInView(page: Page, locator: Locator) {
    const box = (await locator.boundingBox())!;
    const { width, height } = page.viewportSize()!;
    const bottom = width < 768 ? (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!.y : height;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.y + box.height).toBeLessThanOrEqual(bottom);
  }

  /** Its fields stay shut until their buttons open them (and take the focus), and Post is in view. */
  async function checkCompact(page: Page, composer: Locator) {
    await expectInView(page, composer.getByRole('button', { name: 'Post', exact: true }));
    await expect(composer.getByLabel('Image by URL')).toHaveCount(0);
    await expect(composer.getByRole('combobox', { name: 'Post to channel' })).toHaveCount(0);
    await composer.getByRole('button', { name: 'Add an image by its URL' }).press('Enter');
    await expect(composer.getByLabel('Image by URL')).toBeFocused();
    await composer.getByRole('button', { name: 'Choose a channel' }).click();
    await expect(composer.getByRole('combobox', { name: 'Post to channel' })).toBeFocused();
    await expect(composer.getByRole('button', { name: 'Choose a channel' })).toHaveAttribute('aria-expanded', 'true');
    await expectInView(page, composer.getByRole('button', { name: 'Post', exact: true }));
  }

  test('with a link preview and two pictures, Post stays in the window in the dialog and on a phone; the image URL and channel fields open from their buttons', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway, expectAccessible }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/?feed=latest');
    await signInWithWallet(page);
    await page.getByRole('button', { name: 'Cast', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New cast' });
    const composer = dialog.getByRole('region', { name: 'New cast' });
    await writeIn(composer, `${uniqueText('Bread and two pictures')} ${gateway.url}/static/link/sourdough`);
    await expect(composer.getByTestId('link-card')).toContainText('The lazy sourdough schedule');
    await composer.getByTestId('picture-input').setInputFiles(await twoPictures());
    await expect(composer.getByRole('textbox', { name: 'Alt text' })).toHaveCount(2, { timeout: 20_000 });
    await checkCompact(page, composer);
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The same draft on a phone's compose screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await goInApp(page, '/compose');
    const full = composerNamed(page, 'New cast');
    await expect(full.getByRole('textbox', { name: 'Alt text' })).toHaveCount(2);
    await expect(full.getByTestId('link-card')).toContainText('The lazy sourdough schedule');
    await checkCompact(page, full);
    await expectAccessible();
  });

  test('screenshots of the composer with a link preview and two pictures, light and dark, desktop and phone', async ({ page, gateway }) => {
    test.skip(!process.env.CASTLINE_SHOTS, 'taken on request: CASTLINE_SHOTS=<folder>');
    const dir = process.env.CASTLINE_SHOTS!;
    const shoot = async (width: number) => {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        // Colours change with a transition: the picture is taken once it has run.
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
        await page.screenshot({ path: `${dir}/composer-${width}-${scheme}.png` });
      }
    };
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/?feed=latest');
    await signInWithWallet(page);
    await page.getByRole('button', { name: 'Cast', exact: true }).click();
    const composer = page.getByRole('dialog', { name: 'New cast' }).getByRole('region', { name: 'New cast' });
    await writeIn(composer, `Weekend bake: the schedule that finally worked ${gateway.url}/static/link/sourdough`);
    await composer.getByTestId('picture-input').setInputFiles(await twoPictures());
    await expect(composer.getByRole('textbox', { name: 'Alt text' })).toHaveCount(2, { timeout: 20_000 });
    await expect(composer.getByTestId('link-card')).toContainText('The lazy sourdough schedule');
    await shoot(1280);
    await page.setViewportSize({ width: 390, height: 844 });
    await goInApp(page, '/compose');
    await expect(composerNamed(page, 'New cast').getByRole('textbox', { name: 'Alt text' })).toHaveCount(2);
    await shoot(390);
  });
});

/** Two pictures, made in Node: a wide one and a tall one. */
async function twoPictures() {
  const picture = async (name: string, width: number, height: number, background: string) => ({
    name,
    mimeType: 'image/png',
    buffer: await sharp({ create: { width, height, channels: 3, background } }).png().toBuffer(),
  });
  return [await picture('wide.png', 1200, 700, '#3a6ea5'), await picture('tall.png', 600, 900, '#a53a6e')];
}

test.describe('actions', () => {
  test('like, recast and follow change the counts at once and survive a reload', async ({ page }) => {
    await page.goto('/?feed=latest');
    await signInWithWallet(page);
    const row = page.getByRole('article').nth(1);
    const key = await row.getAttribute('data-cast-key');
    const sameRow = page.locator(`article[data-cast-key="${key}"]`);
    const like = sameRow.getByRole('button', { name: /^Like \(/ });
    const recast = sameRow.getByRole('button', { name: /^Recast \(/ });
    const likes = await countIn(like);
    const recasts = await countIn(recast);
    const bothAccepted = messagesAccepted(page, 2);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(await countIn(like)).toBe(likes + 1);
    await recast.click();
    await expect(recast).toHaveAttribute('aria-pressed', 'true');
    expect(await countIn(recast)).toBe(recasts + 1);
    // Both messages are stored before reading again.
    await bothAccepted;

    await page.reload();
    await signInWithWallet(page);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(await countIn(like)).toBe(likes + 1);
    await expect(recast).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(await countIn(like)).toBe(likes);

    await page.goto('/@judy');
    await signInWithWallet(page);
    const followers = page.getByRole('link', { name: /followers?$/ }).first();
    const before = Number((await followers.textContent() ?? '').replace(/\D/g, ''));
    const follow = page.getByRole('button', { name: /^(Follow|Unfollow)$/ });
    const wasFollowing = (await follow.textContent()) === 'Unfollow';
    const followAccepted = messagesAccepted(page, 1);
    await follow.click();
    const after = wasFollowing ? before - 1 : before + 1;
    await expect(followers).toContainText(String(after));
    await expect(follow).toHaveText(wasFollowing ? 'Follow' : 'Unfollow');
    await followAccepted;
    await page.reload();
    await signInWithWallet(page);
    await expect(page.getByRole('button', { name: wasFollowing ? 'Follow' : 'Unfollow', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /followers?$/ }).first()).toContainText(String(after));
  });

  test('deleting one’s own cast removes it everywhere, also after a reload', async ({ page }) => {
    await page.goto('/?feed=latest');
    await signInWithWallet(page);
    const text = uniqueText('soon gone');
    await writeIn(composerNamed(page, 'Write a cast'), text);
    await postFrom(composerNamed(page, 'Write a cast'));
    const row = castRow(page, text);
    await row.getByRole('button', { name: 'Delete' }).click();
    const deleteAccepted = messagesAccepted(page, 1);
    await row.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(castRow(page, text)).toHaveCount(0);
    await deleteAccepted;
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(castRow(page, text)).toHaveCount(0);
  });

  test('a refused like is rolled back with a message', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    await page.goto('/?feed=latest');
    await signInWithWallet(page);
    const like = page.getByRole('article').nth(2).getByRole('button', { name: /^Like \(/ }).first();
    const pressed = await like.getAttribute('aria-pressed');
    const likes = await countIn(like);
    await page.route('**/farcaster/v2/message', (route) => route.fulfill({ status: 500, json: { error: 'Hub unavailable' } }), { times: 1 });
    await like.click();
    await expect(page.getByRole('alert')).toContainText(/did not go through.*hub unavailable/i);
    await expect(like).toHaveAttribute('aria-pressed', pressed ?? 'false');
    expect(await countIn(like)).toBe(likes);
  });
});

test.describe('nothing is lost', () => {
  test('gateway down, 429 and 500 each keep the draft, and Retry resends the very same message', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    await page.goto('/?feed=latest');
    await signInWithWallet(page);
    const requests = recordRequests(page);
    const composer = composerNamed(page, 'Write a cast');
    const status = composer.getByTestId('publish-status');
    const failures: [string, RegExp, Parameters<typeof page.route>[1]][] = [
      ['down', /can.t reach the gateway/i, (route) => route.abort('connectionrefused')],
      // The client itself retries a 429 three times; only a fourth refusal reaches the composer.
      ['429', /limiting requests/i, (route) => route.fulfill({ status: 429, headers: { 'Retry-After': '0' }, json: { error: 'Too many requests' } })],
      ['500', /ran into a problem: database locked/i, (route) => route.fulfill({ status: 500, json: { error: 'database locked' } })],
    ];
    for (const [what, reason, handler] of failures) {
      const text = uniqueText(`survives ${what}`);
      await writeIn(composer, text);
      const sentBefore = postedMessageHashes(requests).length;
      await page.route('**/farcaster/v2/message', handler, { times: what === '429' ? 4 : 1 });
      await composer.getByRole('button', { name: 'Post' }).click();
      await expect(status).toContainText(reason);
      await expect(status).toContainText('Your draft is kept.');
      // One primary button, now to retry.
      await expect(composer.getByRole('button', { name: 'Retry' })).toHaveCount(1);
      await expect(composer.getByRole('button', { name: 'Post' })).toHaveCount(0);
      await page.reload();
      await signInWithWallet(page);
      await expect(textBox(composer)).toHaveValue(text);
      await composer.getByRole('button', { name: 'Post' }).click();
      await expect(status).toContainText('Posted.', { timeout: 15_000 });
      const hashes = postedMessageHashes(requests).slice(sentBefore);
      expect(new Set(hashes).size, 'every attempt sends the same message').toBe(1);
      await expect(castRow(page, text)).toHaveCount(1);
    }
  });

  test('a post interrupted by an expired token asks to sign in again and then continues by itself', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    await page.goto('/?feed=latest');
    await signInWithWallet(page);
    const composer = composerNamed(page, 'Write a cast');
    const text = uniqueText('after signing again');
    await writeIn(composer, text);
    await page.route('**/farcaster/v2/message', (route) => route.fulfill({ status: 401, json: { error: 'Token expired', source: 'v2' } }), { times: 1 });
    await composer.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByText(/your session has expired/i).first()).toBeVisible();
    await expect(composer.getByTestId('publish-status')).toContainText(/sign in again and your cast will be sent/i);
    await page.getByRole('button', { name: /sign in again/i }).click();
    await pressSignIn(page);
    await expect(composer.getByTestId('publish-status')).toContainText('Posted.', { timeout: 15_000 });
    await expect(castRow(page, text)).toHaveCount(1);
  });
});

test('no request ever contains the signer’s private key', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
  const seed = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) & 0xff);
  const hex = Buffer.from(seed).toString('hex');
  const base64 = Buffer.from(seed).toString('base64');
  const forms = [hex, hex.toUpperCase(), `0x${hex}`, base64, base64.replace(/=+$/, ''), Buffer.from(seed).toString('base64url')];
  const publicKey = `0x${Buffer.from(ed25519.getPublicKey(seed)).toString('hex')}`;
  // Protobuf JSON carries byte fields in base64.
  const publicKeyBase64 = Buffer.from(ed25519.getPublicKey(seed)).toString('base64');
  const requests = recordRequests(page);

  await page.goto('/settings');
  await signInWithWallet(page);
  await page.getByLabel(/use an existing key/i).fill(`0x${hex}`);
  await page.getByRole('button', { name: 'Use this key' }).click();
  await expect(page.getByTestId('signer-public-key')).toHaveText(publicKey);
  await expect(page.getByLabel(/use an existing key/i)).toHaveValue('');

  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('link', { name: 'Latest' }).click();
  const text = uniqueText('signed with an imported key');
  await writeIn(composerNamed(page, 'Write a cast'), text);
  await postFrom(composerNamed(page, 'Write a cast'));
  const likeSent = page.waitForResponse((r) => r.url().endsWith('/farcaster/v2/message'));
  await castRow(page, text).getByRole('button', { name: /^Like \(/ }).click();
  await expect(castRow(page, text).getByRole('button', { name: /^Like \(/ })).toHaveAttribute('aria-pressed', 'true');
  // The like shows at once; leaving the page is only safe once its message has gone out.
  expect((await likeSent).ok()).toBe(true);
  await page.goto('/@bob');
  await signInWithWallet(page);
  const followSent = page.waitForResponse((r) => r.url().endsWith('/farcaster/v2/message'));
  await page.getByRole('button', { name: /^(Follow|Unfollow)$/ }).click();
  expect((await followSent).ok()).toBe(true);

  const messages = requests.filter((r) => r.url.endsWith('/farcaster/v2/message') && r.body !== '');
  expect(messages.length).toBeGreaterThanOrEqual(3);
  for (const m of messages) expect((JSON.parse(m.body) as { message: { signer: string } }).message.signer).toBe(publicKeyBase64);
  for (const r of requests) {
    for (const form of forms) {
      expect(r.url, `request URL ${r.url}`).not.toContain(form);
      expect(r.headers, `request headers of ${r.url}`).not.toContain(form);
      expect(r.body, `request body of ${r.url}`).not.toContain(form);
    }
  }
  const stored = await allStoredText(page);
  for (const form of forms) expect(stored).not.toContain(form);
});
