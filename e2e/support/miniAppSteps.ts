import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

export const DEMO_APP_NAME = 'Castline demo';
export const DEMO_APP_PATH = '/static/miniapp/demo/';

/** The open host: Castline's dialog around the app. */
export function hostDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: DEMO_APP_NAME });
}

/** The demo app's own document inside the frame. */
export function demoApp(page: Page): FrameLocator {
  return page.frameLocator(`iframe[title="${DEMO_APP_NAME}"]`);
}

/** Presses one of the demo app's buttons and returns what the app shows as that action's result. */
export async function runInApp(page: Page, button: string | RegExp): Promise<Locator> {
  const app = demoApp(page);
  await app.getByRole('button', { name: button }).click();
  return app.getByTestId('result');
}

/** The JSON the demo app printed under its last action's name. */
export async function appResult(page: Page, action: string): Promise<unknown> {
  const result = demoApp(page).getByTestId('result');
  await expect(result).toHaveAttribute('data-action', action);
  const text = (await result.textContent()) ?? '';
  const body = text.slice(text.indexOf('\n') + 1);
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** Castline's approval panel over the app. */
export function approval(page: Page): Locator {
  return hostDialog(page).getByTestId('miniapp-approval');
}
