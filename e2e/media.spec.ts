import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { signInWithWallet } from './support/appSteps';
import { addImageByUrl, castRow, composerNamed, postFrom, textBox, uniqueText, writeIn } from './support/composerSteps';
import { SAME_IN_BOTH_MODES } from './support/modeTags';

/** A picture of the given shape, made in Node; a little noise so it is a real photo-like file. */
async function picture(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background, noise: { type: 'gaussian', mean: 128, sigma: 20 } } }).png().toBuffer();
}

/** Hands the composer a file the way a browser does for a paste into the text or a drop onto the composer. */
async function deliver(target: Locator, kind: 'paste' | 'drop', name: string, bytes: Buffer, type = 'image/png') {
  await target.evaluate(
    (element, { kind, name, base64, type }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type }));
      const event =
        kind === 'paste'
          ? new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true })
          : new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true });
      element.dispatchEvent(event);
    },
    { kind, name, base64: bytes.toString('base64'), type },
  );
}

const altFields = (composer: Locator) => composer.getByRole('textbox', { name: 'Alt text' });

async function ratioOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.width / box.height;
}

test.describe('pictures and links', () => {
  test('pick, paste and drop pictures, keep them over a reload, post them, and see them whole in the lightbox', async ({ page, expectAccessible }) => {
    // Three uploads, a reload, a post and two accessibility scans: longer than one step on a loaded machine.
    test.setTimeout(120_000);
    await page.goto('/?feed=latest');
    await signInWithWallet(page);
    const composer = composerNamed(page, 'Write a cast');
    const text = uniqueText('three pictures');
    await writeIn(composer, text);

    await composer.getByTestId('picture-input').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await picture(1600, 400, '#3a6ea5') });
    await deliver(textBox(composer), 'paste', 'tall.png', await picture(300, 900, '#a53a6e'));
    await deliver(composer, 'drop', 'square.png', await picture(500, 500, '#6ea53a'));
    await expect(altFields(composer)).toHaveCount(3, { timeout: 20_000 });
    await expect(composer.getByTestId('pending-upload')).toHaveCount(0);
    await altFields(composer).first().fill('A wide blue field');
    await expectAccessible();

    await page.reload();
    await signInWithWallet(page);
    await expect(altFields(composer)).toHaveCount(3);
    await expect(altFields(composer).first()).toHaveValue('A wide blue field');
    await expect(textBox(composer)).toHaveValue(text);
    await postFrom(composer);

    const cast = castRow(page, text).first();
    const images = cast.getByTestId('cast-images').getByRole('img');
    await expect(images).toHaveCount(3);
    await expect(images.first()).toHaveAccessibleName('A wide blue field');
    // In the cast each picture is whole: its box keeps the picture's own shape, side by side at one height.
    for (const [i, ratio] of [[0, 4], [1, 1 / 3], [2, 1]] as const) {
      expect(Math.abs((await ratioOf(images.nth(i))) / ratio - 1), `picture ${i + 1}`).toBeLessThan(0.02);
    }

    const opener = cast.getByRole('link', { name: 'A wide blue field' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Image 1 of 3' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('lightbox-alt')).toHaveText('A wide blue field');
    expect(await dialog.getByRole('img').evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
    // Opaque, and the page under it neither shows through nor scrolls (no scrollbar over the picture).
    expect(await dialog.evaluate((d) => getComputedStyle(d).backgroundColor)).toBe('rgb(0, 0, 0)');
    const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
    expect(await pageOverflow()).toBe('hidden');
    await expectAccessible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Image 2 of 3' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: 'Image 3 of 3' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await pageOverflow()).not.toBe('hidden');
  });

  test('a single tall picture keeps its shape in the cast, sized before it loads', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    await page.goto('/?feed=latest');
    await signInWithWallet(page);
    const composer = composerNamed(page, 'Write a cast');
    const text = uniqueText('one tall picture');
    await writeIn(composer, text);
    await composer.getByTestId('picture-input').setInputFiles({ name: 'tall.png', mimeType: 'image/png', buffer: await picture(400, 1000, '#222') });
    await expect(altFields(composer)).toHaveCount(1, { timeout: 20_000 });
    await postFrom(composer);
    const link = castRow(page, text).first().getByTestId('cast-images').getByRole('link');
    expect(await ratioOf(link)).toBeCloseTo(0.4, 1);
    const box = await link.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(32 * 16 + 2);
  });

  test('a picture dropped on the one-line home composer opens it, so a refusal is seen', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    await page.goto('/?feed=latest');
    await signInWithWallet(page);
    const composer = composerNamed(page, 'Write a cast');
    await expect(composer.getByRole('button', { name: 'Add pictures' })).toHaveCount(0);
    await deliver(composer, 'drop', 'drawing.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    await expect(composer.getByRole('alert')).toHaveText('drawing.svg is not a PNG, JPEG, GIF or WebP picture.');
    await expect(composer.getByRole('button', { name: 'Add pictures' })).toBeVisible();
  });

  test('a link shows the page’s title as a card, while writing and once posted', async ({ page, gateway }) => {
    await page.goto('/?feed=latest');
    await signInWithWallet(page);
    const composer = composerNamed(page, 'Write a cast');
    const text = uniqueText('bread');
    await writeIn(composer, `${text} ${gateway.url}/static/link/sourdough`);
    await expect(composer.getByTestId('link-card')).toContainText('The lazy sourdough schedule');
    await postFrom(composer);
    const card = castRow(page, text).first().getByTestId('link-card');
    await expect(card).toContainText('The lazy sourdough schedule');
    await expect(card).toContainText('Bread that fits around a working week.');
    await expect(card).toHaveAttribute('href', `${gateway.url}/static/link/sourdough`);
  });

  test('when the gateway cannot be reached, the composer says that, not that it has no uploads', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    await page.route('**/castline/v1/limits', (route) => route.abort('connectionrefused'));
    await page.goto('/?feed=latest');
    await signInWithWallet(page);
    const composer = composerNamed(page, 'Write a cast');
    await textBox(composer).focus();
    await expect(composer.getByTestId('uploads-unavailable')).toHaveText(/^Pictures cannot be uploaded right now\. Can.t reach the gateway/);
    await expect(composer.getByTestId('uploads-unavailable')).not.toContainText('not available on this gateway');
  });

  test('against a gateway without uploads, the composer says so and images by URL still work', async ({ page, gateway }) => {
    await withoutCastlineRoutes(page);
    await page.goto('/?feed=latest');
    await signInWithWallet(page);
    const composer = composerNamed(page, 'Write a cast');
    // The home composer is one line until it is focused; the picker (or the sentence) is part of what it opens to.
    await textBox(composer).focus();
    await expect(composer.getByTestId('uploads-unavailable')).toHaveText('Picture uploads are not available on this gateway. You can still add an image by its URL.');
    await expect(composer.getByRole('button', { name: 'Add pictures' })).toHaveCount(0);
    const text = uniqueText('by address');
    await writeIn(composer, text);
    await addImageByUrl(composer, `${gateway.url}/static/img/by-url.svg`);
    await postFrom(composer);
    await expect(castRow(page, text).first().getByRole('img', { name: /image 1 of 1/i })).toBeVisible();
    // Its URL does not say its shape: once loaded, its box takes the picture's own 16:9, with no bands.
    const box = castRow(page, text).first().getByTestId('cast-images').getByRole('link');
    await expect.poll(() => ratioOf(box)).toBeCloseTo(768 / 432, 1);
  });
});

/** The public service has no `/castline/v1` routes; this stands in for it. */
async function withoutCastlineRoutes(page: Page) {
  await page.route('**/castline/v1/**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Not found"}' }));
}
