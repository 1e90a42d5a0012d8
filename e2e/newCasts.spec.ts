import { demoClient } from '../gateway/testing/demoClient';
import { castRow, uniqueText } from './support/composerSteps';
import { test, expect } from './support/fixtures';

test('"N new casts" shows a cast posted elsewhere within seconds, above the first cast at 1280 and 390 px, and shows it when pressed', async ({ page, gateway }) => {
  await page.goto('/');
  const feed = page.getByRole('feed', { name: 'Latest casts' });
  const first = feed.getByRole('article').first();
  await expect(first).toBeVisible();

  const text = uniqueText('fresh off the press');
  await (await demoClient(gateway.url, gateway.apiKey, 2)).cast(text);
  const pill = page.getByRole('button', { name: /^\d+\+? new casts?$/ });
  // The feed's top is looked at every few seconds while the page is in view, not once a minute.
  await expect(pill).toBeVisible({ timeout: 15_000 });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Read once the new width's layout has settled: the list places its rows again after a resize.
    await expect
      .poll(async () => {
        const pillBox = (await pill.boundingBox())!;
        const author = (await first.getByRole('link').first().boundingBox())!;
        return author.y - (pillBox.y + pillBox.height);
      }, { message: `at ${width} px the button stands above the first cast` })
      .toBeGreaterThanOrEqual(0);
  }
  await expect(castRow(page, text)).toHaveCount(0);

  await pill.click();
  await expect(first).toContainText(text);
  await expect(pill).toHaveCount(0);
});
