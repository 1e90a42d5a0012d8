import { expect, type Page } from '@playwright/test';

/**
 * A person's steps with the Farcaster app stand-in (gateway/standIns/farcasterApp): its pages open in a
 * second page of the same browser, as "Open in Farcaster" opens them, and the demo account is picked by FID.
 */

/** Waits for the Sign in with Farcaster request in the open dialog and returns its "Open in Farcaster" link. */
export async function farcasterSignInLink(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: /sign in to castline/i });
  await expect(dialog.getByTestId('siwf-state')).toHaveText(/Scan with your phone's camera, or open the link on this device, and approve in Farcaster/);
  await expect(dialog.getByRole('img', { name: /QR code of the Farcaster sign-in link/ })).toBeVisible();
  const link = dialog.getByRole('link', { name: 'Open in Farcaster' });
  await expect(link).toBeFocused();
  return (await link.getAttribute('href'))!;
}

/** Opens Sign in with Farcaster from the header and returns the request's link, once it is open. */
export async function openFarcasterSignIn(page: Page): Promise<string> {
  await page.getByRole('button', { name: /connect wallet/i }).click();
  await page.getByRole('dialog', { name: /connect a wallet/i }).getByRole('button', { name: /sign in with farcaster/i }).click();
  return farcasterSignInLink(page);
}

/** Opens `url` in the Farcaster app stand-in, as a second page, picks the demo account `fid` and approves; `done` is the page's answer. */
export async function approveInFarcaster(page: Page, url: string, fid: number, done: RegExp): Promise<void> {
  const farcaster = await page.context().newPage();
  await farcaster.goto(url);
  await farcaster.getByRole('radio', { name: new RegExp(`FID ${fid} `) }).check();
  await farcaster.getByRole('button', { name: 'Approve' }).click();
  await expect(farcaster.getByRole('heading', { name: done })).toBeVisible({ timeout: 20_000 });
  await farcaster.close();
}

/** Approves the Sign in with Farcaster request at `url` as `fid`; returns the access token the gateway gave the app. */
export async function approveSignIn(page: Page, url: string, fid: number): Promise<string> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/castline/v1/farcaster-sign-in') && r.request().method() === 'POST');
  await approveInFarcaster(page, url, fid, /^Signed in to 127\.0\.0\.1:/);
  const response = await answer;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { accessToken: string; fid: number };
  expect(body.fid).toBe(fid);
  return body.accessToken;
}
