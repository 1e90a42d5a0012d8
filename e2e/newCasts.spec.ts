import { demoClient } from '../gateway/testing/demoClient';
import { castRow, uniqueText } from './support/composerSteps';
import { test, expect } from './support/fixtures';

for (const [width, height] of [[1280, 800], [390, 844]] as const) {
  test(`"N new casts" at ${width} px stands above the first cast, not on it, and shows the new one when pressed`, async ({ page, gateway }) => {
    await page.setViewportSize({ width, height });
    await page.clock.install();
    await page.goto('/');
    const feed = page.getByRole('feed', { name: 'Latest casts' });
    const first = feed.getByRole('article').first();
    await expect(first).toBeVisible();

    const text = uniqueText('fresh off the press');
    await (await demoClient(gateway.url, gateway.apiKey, 2)).cast(text);
    await page.clock.fastForward(61_000);
    const pill = page.getByRole('button', { name: /^\d+\+? new casts?$/ });
    await expect(pill).toBeVisible();

    const pillBox = (await pill.boundingBox())!;
    const author = (await first.getByRole('link').first().boundingBox())!;
    expect(pillBox.y + pillBox.height).toBeLessThanOrEqual(author.y);
    await expect(castRow(page, text)).toHaveCount(0);

    await pill.click();
    await expect(first).toContainText(text);
    await expect(pill).toHaveCount(0);
  });
}
