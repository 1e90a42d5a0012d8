import type { Page } from '@playwright/test';

/** Sets the page to 1280×800 and 390×844, light and dark, in turn, and calls `take` at each with `<width>-<scheme>`. */
export async function atEachSizeAndScheme(page: Page, take: (suffix: string) => Promise<void>): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await take(`${width}-${scheme}`);
    }
  }
}

/** Saves the page at 1280×800 and 390×844, light and dark, as `<dir>/<name>-<width>-<scheme>.png`, then goes back to 1280×800. */
export async function shootLightAndDark(page: Page, dir: string, name: string): Promise<void> {
  await atEachSizeAndScheme(page, async (suffix) => {
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${suffix}.png` });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
}
