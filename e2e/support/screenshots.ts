import type { Page } from '@playwright/test';

/** Saves the page at 1280×800 and 390×844, light and dark, as `<dir>/<name>-<width>-<scheme>.png`, then goes back to 1280×800. */
export async function shootLightAndDark(page: Page, dir: string, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [w, h] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/${name}-${w}-${scheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
