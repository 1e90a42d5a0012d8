import { allStoredText, expectSignedIn, signOut } from './support/appSteps';
import { approveSignIn, openFarcasterSignIn } from './support/farcasterSteps';
import { expect, test } from './support/fixtures';
import { LOCAL_GATEWAY_ONLY } from './support/modeTags';
import { atEachSizeAndScheme } from './support/screenshots';

// Sign in with Farcaster (FIP-11) against the AuthKit relay and Farcaster app stand-ins, on the local
// chain the demo FIDs' custody keys are registered on: only a Castline gateway has the route.
test.use({ onChain: true, withSiwf: true });

test('Sign in with Farcaster: approved in the Farcaster app, the app is signed in as the FID; posting says what it needs; sign-out ends the token', { tag: LOCAL_GATEWAY_ONLY }, async ({
  page,
  gateway,
  siwf,
  expectAccessible,
}) => {
  await page.goto('/');
  const url = await openFarcasterSignIn(page);
  expect(url.startsWith(`${siwf!.farcasterApp.url}/~/siwf?channelToken=`)).toBe(true);
  await expectAccessible();

  const accessToken = await approveSignIn(page, url, 3);
  await expectSignedIn(page, 'FID 3');
  await expect(page.getByTestId('signed-in-as')).toContainText('L1');

  // Reading works as the FID; posting needs a key approved for it, and the app says so instead of failing.
  const asPerson = (path: string) => fetch(`${gateway.url}${path}`, { headers: { 'API-KEY': gateway.apiKey, Authorization: `Bearer ${accessToken}` } });
  expect((await asPerson('/farcaster/v2/notifications')).status).toBe(200);
  await page.getByRole('article').first().getByRole('button', { name: /^like/i }).click();
  await expect(page.getByText(/Enable posting to post as FID 3: .*"Enable posting" in the account menu/).first()).toBeVisible();

  // Kept in memory only, and handed to a second tab like any session.
  expect(await allStoredText(page)).not.toContain(accessToken.split('.')[2]);
  const second = await page.context().newPage();
  await second.goto('/');
  await expectSignedIn(second, 'FID 3');
  await second.close();

  const ended = page.waitForResponse((r) => r.url().endsWith('/castline/v1/sign-out'));
  await signOut(page);
  expect((await ended).status()).toBe(200);
  await expect(page.getByTestId('signed-in-as')).toHaveCount(0);
  expect((await asPerson('/farcaster/v2/notifications')).status).toBe(401);
});

test('a relay out of reach is named, with Start again', { tag: LOCAL_GATEWAY_ONLY }, async ({ page, gateway }) => {
  // The gateway names a relay on a port nothing listens on.
  await page.route(`${gateway.url}/castline/v1/farcaster-sign-in`, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { relayUrl: 'http://127.0.0.1:9', domains: [], source: 'v2' } }) : route.fallback(),
  );
  await page.goto('/');
  await page.getByRole('button', { name: /connect wallet/i }).click();
  await page.getByRole('dialog', { name: /connect a wallet/i }).getByRole('button', { name: /sign in with farcaster/i }).click();
  const dialog = page.getByRole('dialog', { name: /sign in to castline/i });
  await expect(dialog.getByTestId('siwf-state')).toHaveText("Can't reach the Farcaster sign-in relay at 127.0.0.1:9.");
  await expect(dialog.getByRole('button', { name: 'Start again' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('siwf-state')).toHaveText("Can't reach the Farcaster sign-in relay at 127.0.0.1:9.");
  await dialog.getByRole('button', { name: 'Back to wallets' }).click();
  await expect(page.getByRole('dialog', { name: /connect a wallet/i }).getByRole('button', { name: /sign in with farcaster/i })).toBeVisible();
});

test('against a gateway without Sign in with Farcaster (the public service) the dialog says it needs a Castline gateway', { tag: LOCAL_GATEWAY_ONLY }, async ({ page, gateway }) => {
  await page.route(`${gateway.url}/castline/v1/farcaster-sign-in`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  await page.goto('/');
  await page.getByRole('button', { name: /connect wallet/i }).click();
  await page.getByRole('dialog', { name: /connect a wallet/i }).getByRole('button', { name: /sign in with farcaster/i }).click();
  await expect(page.getByRole('dialog', { name: /sign in to castline/i }).getByTestId('siwf-state')).toContainText('Signing in with Farcaster needs a Castline gateway.');
});

test('screenshots of Sign in with Farcaster waiting for approval, light and dark, desktop and phone', { tag: LOCAL_GATEWAY_ONLY }, async ({ page }) => {
  test.skip(!process.env.CASTLINE_SHOTS, 'taken on request: CASTLINE_SHOTS=<folder>');
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('button', { name: /connect wallet/i }).click();
  await expect(page.getByRole('dialog', { name: /connect a wallet/i }).getByRole('button', { name: /sign in with farcaster/i })).toBeVisible();
  await page.screenshot({ path: `${process.env.CASTLINE_SHOTS}/h10-wallet-choices-1280-light.png` });
  // Opened at each size: the phone layout draws its own header, with its own wallet dialog.
  await atEachSizeAndScheme(page, async (suffix) => {
    await page.goto('/');
    await openFarcasterSignIn(page);
    await page.screenshot({ path: `${process.env.CASTLINE_SHOTS}/h10-siwf-waiting-${suffix}.png` });
  });
});
