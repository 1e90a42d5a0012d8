import type { Locator, Page } from '@playwright/test';
import { allStoredText, expectSignedIn, openAccountMenu, signOut } from './support/appSteps';
import { castRow, composerNamed, postFrom, textBox, uniqueText, writeIn } from './support/composerSteps';
import { approveInFarcaster, approveSignIn, farcasterSignInLink, openFarcasterSignIn } from './support/farcasterSteps';
import { expect, test } from './support/fixtures';
import { LOCAL_GATEWAY_ONLY } from './support/modeTags';
import { atEachSizeAndScheme } from './support/screenshots';

// "Enable posting" for an account signed in with Farcaster: a key made in the browser, requested from the
// Farcaster app stand-in (its client API and approval page) with the gateway's app account (FID 11), added
// on the local chain by the stand-in's KeyGateway.addFor, and casts delivered to the stand-in node. Only a
// Castline gateway has the key request route. Requests are good for 10 minutes (the tokens for an hour):
// the test of a request that runs out moves the page's clock past its deadline instead of waiting.
test.use({ onChain: true, withSiwf: true, withNode: true, signerRequestTtlSeconds: 600 });

// The whole loop runs against both families of answers; what only the app decides (its words for each
// failure, its screenshots) runs once.
const tag = LOCAL_GATEWAY_ONLY;

/** Signs in with Farcaster from the header as the demo account `fid`; returns the access token. */
async function signInWithFarcaster(page: Page, fid: number): Promise<string> {
  const token = await approveSignIn(page, await openFarcasterSignIn(page), fid);
  await expectSignedIn(page, `FID ${fid}`);
  return token;
}

/** Chooses Enable posting in the account menu; returns the dialog. */
async function enablePostingFromMenu(page: Page): Promise<Locator> {
  await openAccountMenu(page);
  await page.getByRole('banner').getByRole('button', { name: 'Enable posting' }).click();
  return page.getByRole('dialog', { name: 'Enable posting' });
}

/** Waits for the open request's QR code and "Open in Farcaster" (focused); returns the link. */
async function keyRequestLink(dialog: Locator): Promise<string> {
  await expect(dialog.getByTestId('enable-posting-state')).toHaveText("Scan with your phone's camera, or open the link on this device, and approve the key in Farcaster.");
  await expect(dialog.getByRole('img', { name: /QR code of the Farcaster key request/ })).toBeVisible();
  const link = dialog.getByRole('link', { name: 'Open in Farcaster' });
  await expect(link).toBeFocused();
  return (await link.getAttribute('href'))!;
}

test('Enable posting: approved in the Farcaster app, the account posts to Farcaster; a reload and another tab post without another approval; sign-out ends the token', async ({
  page,
  gateway,
  siwf,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await page.goto('/?feed=latest');
  await signInWithFarcaster(page, 3);

  // Where a person would post, the app says what is missing.
  const composer = composerNamed(page, /write a cast/i);
  await textBox(composer).click();
  await expect(composer.getByTestId('enable-posting-notice')).toContainText(/^Enable posting to post as (@\w+|FID 3): approve a key/);

  let dialog = await enablePostingFromMenu(page);
  const url = await keyRequestLink(dialog);
  expect(url.startsWith(`${siwf!.farcasterApp.url}/~/signed-key-request?token=`)).toBe(true);
  await expectAccessible();
  // Closed and opened again (here from the composer), the same request waits, with the same link.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await composer.getByRole('button', { name: 'Enable posting' }).click();
  dialog = page.getByRole('dialog', { name: 'Enable posting' });
  expect(await keyRequestLink(dialog)).toBe(url);
  await approveInFarcaster(page, url, 3, /^Key added$/);
  await expect(dialog.getByTestId('enable-posting-state')).toHaveText(/^Posting enabled\. Castline posts as (@\w+|FID 3) with a key that stays in this browser\.$/, { timeout: 20_000 });
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(composer.getByTestId('enable-posting-notice')).toHaveCount(0);

  // Posted as the FID, accepted by the gateway with the new key and delivered to the Farcaster node.
  const first = uniqueText('Posted with a key approved in Farcaster');
  await writeIn(composer, first);
  await postFrom(composer);
  await castRow(page, first).first().getByText(first).click();
  await expect(page).toHaveURL(/\/cast\/0x[0-9a-f]{40}/);
  await expect(page.getByRole('status').filter({ hasText: /Farcaster|network/ })).toHaveText('Sent to Farcaster', { timeout: 20_000 });

  // The key never leaves the browser in a readable form, nor does the token.
  await openAccountMenu(page);
  await expect(page.getByTestId('your-key')).toContainText(/0x[0-9a-f]{8}…[0-9a-f]{4}\s*Approved in the Farcaster app · active on chain/);
  await page.keyboard.press('Escape');

  // A reload of the only tab: signing in with Farcaster again posts at once, with the key this browser holds.
  await page.goto('/?feed=latest');
  await page.getByRole('banner').getByRole('button', { name: /^continue as/i }).click();
  const token = await approveSignIn(page, await farcasterSignInLink(page), 3);
  await expectSignedIn(page, 'FID 3');
  expect(await allStoredText(page)).not.toContain(token.split('.')[2]);
  const second = uniqueText('After a reload, no second approval');
  await writeIn(composer, second);
  await postFrom(composer);

  // Another tab is handed the session, key included, and posts.
  const other = await page.context().newPage();
  await other.goto('/?feed=latest');
  await expectSignedIn(other, 'FID 3');
  const third = uniqueText('From another tab');
  await writeIn(composerNamed(other, /write a cast/i), third);
  await postFrom(composerNamed(other, /write a cast/i));

  // Removed from this browser: every tab needs Enable posting again.
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Remove from this browser' }).click();
  await openAccountMenu(other);
  await expect(other.getByRole('banner').getByRole('button', { name: 'Enable posting' })).toBeVisible();
  await expect(other.getByTestId('your-key')).toHaveCount(0);
  await other.close();

  const ended = page.waitForResponse((r) => r.url().endsWith('/castline/v1/sign-out'));
  await signOut(page);
  expect((await ended).status()).toBe(200);
  const asPerson = await fetch(`${gateway.url}/farcaster/v2/notifications`, { headers: { 'API-KEY': gateway.apiKey, Authorization: `Bearer ${token}` } });
  expect(asPerson.status).toBe(401);
});

test('screenshots of Enable posting (the QR code, the wait for the chain) and of the approval page, light and dark, desktop and phone', { tag }, async ({ page }) => {
  test.skip(!process.env.CASTLINE_SHOTS, 'taken on request: CASTLINE_SHOTS=<folder>');
  test.setTimeout(180_000);
  const dir = process.env.CASTLINE_SHOTS!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?feed=latest');
  await signInWithFarcaster(page, 5);
  const composer = composerNamed(page, /write a cast/i);
  await textBox(composer).click();
  await expect(composer.getByTestId('enable-posting-notice')).toBeVisible();
  await page.screenshot({ path: `${dir}/composer-enable-posting-1280-light.png` });
  let url = '';
  // Opened again at each size: the phone layout draws its own header, with its own account menu.
  const shoot = (name: string, ready: (dialog: Locator) => Promise<unknown>) =>
    atEachSizeAndScheme(page, async (suffix) => {
      const dialog = await enablePostingFromMenu(page);
      await ready(dialog);
      await page.screenshot({ path: `${dir}/${name}-${suffix}.png` });
      await dialog.getByRole('button', { name: 'Close' }).click();
    });
  await shoot('enable-posting-qr', async (dialog) => (url = await keyRequestLink(dialog)));

  const farcaster = await page.context().newPage();
  await atEachSizeAndScheme(farcaster, async (suffix) => {
    await farcaster.goto(url);
    // Scrolled just enough for its buttons, which the page puts below the first screen.
    await farcaster.getByRole('button', { name: 'Approve' }).evaluate((button) => window.scrollBy(0, Math.max(0, button.getBoundingClientRect().bottom + 16 - window.innerHeight)));
    await farcaster.screenshot({ path: `${dir}/key-request-approval-${suffix}.png` });
  });
  await farcaster.close();

  // Approved, the key not on chain yet: the client API is made to say so.
  await page.route('**/v2/signed-key-request?**', (route) => route.fulfill({ json: { result: { signedKeyRequest: { token: 'x', state: 'approved', userFid: 5 } } } }));
  await shoot('enable-posting-approved', (dialog) => expect(dialog.getByTestId('enable-posting-state')).toHaveText('Approved in Farcaster; waiting for the key to reach the chain…'));

  // Approved for real: the account menu's "Your keys".
  await page.unrouteAll();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await approveInFarcaster(page, url, 5, /^Key added$/);
  const dialog = await enablePostingFromMenu(page);
  await expect(dialog.getByTestId('enable-posting-state')).toHaveText(/^Posting enabled\./, { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await openAccountMenu(page);
  await expect(page.getByTestId('your-key')).toContainText('active on chain');
  await page.screenshot({ path: `${dir}/your-keys-1280-light.png` });
});

test('declined in the Farcaster app, the request runs out and says so, with Start again', { tag }, async ({ page }) => {
  await page.clock.install();
  await page.goto('/?feed=latest');
  await signInWithFarcaster(page, 4);
  const dialog = await enablePostingFromMenu(page);
  const url = await keyRequestLink(dialog);
  const farcaster = await page.context().newPage();
  await farcaster.goto(url);
  await farcaster.getByRole('radio', { name: /FID 4 / }).check();
  await farcaster.getByRole('button', { name: 'Decline' }).click();
  await expect(farcaster.getByRole('heading', { name: 'Declined' })).toBeVisible();
  await farcaster.close();
  // The client API has no refusal: the request stays pending until its deadline, 10 minutes on.
  await expect(dialog.getByTestId('enable-posting-state')).toHaveText(/^Scan with your phone's camera/);
  await page.clock.fastForward('10:30');
  await expect(dialog.getByTestId('enable-posting-state')).toHaveText('Nobody approved it in time, or it was declined in Farcaster. Start again to make a new request.');
  await expect(dialog.getByRole('button', { name: 'Start again' })).toBeFocused();
});

test('a client API out of reach (named in Settings) is named, with Start again', { tag }, async ({ page }) => {
  await page.goto('/settings');
  const services = page.getByRole('region', { name: 'Farcaster services' });
  await services.getByLabel('Farcaster client API').fill('http://127.0.0.1:9');
  await services.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Sign in with Farcaster and Enable posting use these from now on.')).toBeVisible();
  await page.goto('/?feed=latest');
  await signInWithFarcaster(page, 6);
  const dialog = await enablePostingFromMenu(page);
  await expect(dialog.getByTestId('enable-posting-state')).toHaveText("Can't reach the Farcaster client API at 127.0.0.1:9.");
  await expect(dialog.getByRole('button', { name: 'Start again' })).toBeFocused();
});

test('a gateway without key requests (the public service), or without an app account, says so', { tag }, async ({ page, gateway }) => {
  await page.goto('/?feed=latest');
  await signInWithFarcaster(page, 7);
  await page.route(`${gateway.url}/castline/v1/signer-requests`, (route) => route.fulfill({ status: 404, json: { error: 'This gateway has no app account to sign key requests' } }));
  let dialog = await enablePostingFromMenu(page);
  await expect(dialog.getByTestId('enable-posting-state')).toHaveText(/^This gateway has no Farcaster app account to ask for keys with/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.route(`${gateway.url}/castline/v1/limits`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  dialog = await enablePostingFromMenu(page);
  await expect(dialog.getByTestId('enable-posting-state')).toHaveText(/^Posting as your Farcaster account needs a Castline gateway\./);
});
