import type { ConsoleMessage, Page } from '@playwright/test';
import { hexToString } from 'viem';
import { test, expect } from './support/fixtures';
import { SAME_IN_BOTH_MODES } from './support/modeTags';
import { devAccount } from './support/testWallet';
import { allStoredText, connectWallet, expectSignedIn, openAccountMenu, pressSignIn, signInWithWallet } from './support/appSteps';

/** Settings' gateway form: the screen has another form (the Farcaster services) with its own Save. */
const gatewayForm = (page: Page) => page.locator('form', { has: page.getByLabel('Gateway address') });

function tokenFrom(body: { accessToken?: string; result?: { accessToken?: string } }): string {
  const token = body.accessToken ?? body.result?.accessToken;
  if (!token) throw new Error(`no access token in ${JSON.stringify(body)}`);
  return token;
}

test.describe('signing in with a wallet', () => {
  test('connects through the MetaMask-named wallet, signs the gateway message unchanged, and keeps the token out of storage', async ({ page, wallet, expectAccessible }) => {
    await page.goto('/');
    await expectAccessible();
    await page.getByRole('button', { name: /connect wallet/i }).click();
    const list = page.getByRole('list', { name: 'Wallets' });
    await expect(list.getByRole('button', { name: /MetaMask/ })).toBeVisible();
    await expectAccessible();

    await list.getByRole('button', { name: /MetaMask/ }).click();
    await expectAccessible();
    const issued = page.waitForResponse(/get-account-signin-message/);
    const response = await (await pressSignIn(page)).answer;
    const issuedBody = (await (await issued).json()) as { signature?: string; result?: { signature?: string } };
    await expectSignedIn(page, /0xf39F…2266/i);
    await expect(page.getByRole('dialog')).toBeHidden();

    const signed = wallet.requests.find((r) => r.method === 'personal_sign');
    expect(hexToString(signed!.params[0] as `0x${string}`)).toBe(issuedBody.signature ?? issuedBody.result?.signature);
    expect(signed!.params[1]).toBe(wallet.address);

    const token = tokenFrom(await response!.json());
    expect(token.split('.')).toHaveLength(3);
    expect(await allStoredText(page)).not.toContain(token);
    expect(await allStoredText(page)).not.toContain(token.split('.')[2]);

    // The only tab reloaded: nothing to hand the session over, so one control offers to sign again.
    await page.reload();
    await expect(page.getByRole('button', { name: /continue as (.+\()?0xf39f…2266/i })).toBeVisible();
    expect(await allStoredText(page)).not.toContain(token);
  });

  test('a signature declined in the wallet is explained and can be retried', { tag: SAME_IN_BOTH_MODES }, async ({ page, wallet }) => {
    await page.goto('/');
    await connectWallet(page);
    wallet.rejectNextRequest();
    await pressSignIn(page);
    await expect(page.getByRole('alert')).toContainText(/declined the signature/i);
    await pressSignIn(page);
    await expectSignedIn(page, /0xf39F…2266/i);
  });

  test('a signature from another key is refused by the gateway and explained', async ({ page, wallet }) => {
    await page.goto('/');
    await connectWallet(page);
    wallet.signAs(devAccount(7));
    const refused = await (await pressSignIn(page)).answer;
    expect(refused!.status()).toBeGreaterThanOrEqual(400);
    await expect(page.getByTestId('sign-in-error')).toContainText(/did not accept that signature/i);
    wallet.signAs(null);
    await pressSignIn(page);
    await expectSignedIn(page, /0xf39F…2266/i);
  });

  test('switching account in the wallet signs the person out', { tag: SAME_IN_BOTH_MODES }, async ({ page, wallet }) => {
    await page.goto('/');
    await signInWithWallet(page);
    await wallet.switchAccount(1);
    await expect(page.getByTestId('signed-in-as')).toBeHidden();
    await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
  });

  test('disconnecting signs the person out', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    await page.goto('/');
    await connectWallet(page);
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByRole('dialog', { name: /connect a wallet/i })).toBeVisible();
  });
});

test.describe('without a wallet extension', () => {
  test.use({ withWallet: false });

  test('the throwaway wallet signs in against the local gateway', { tag: SAME_IN_BOTH_MODES }, async ({ page, expectAccessible }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /connect wallet/i }).click();
    const list = page.getByRole('list', { name: 'Wallets' });
    await expect(list.getByRole('button')).toHaveCount(1);
    await list.getByRole('button', { name: /throwaway wallet/i }).click();
    await pressSignIn(page);
    await expectSignedIn(page, /L2/);
    await expectAccessible();
  });

  test('another throwaway account is one press away, and both stay signed in', { tag: SAME_IN_BOTH_MODES }, async ({ page, expectAccessible }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /connect wallet/i }).click();
    await page.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: /throwaway wallet/i }).click();
    await pressSignIn(page);
    const first = (await page.getByTestId('signed-in-as').textContent()) ?? '';
    expect(first).toMatch(/0x[0-9a-f]{4}…[0-9a-f]{4}/i);

    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Add another account' }).click();
    const adding = page.getByRole('dialog', { name: 'Add another account' });
    await adding.getByRole('button', { name: /another throwaway account/i }).click();
    await expect(page.getByRole('dialog')).not.toContainText(/something went wrong/i);
    await pressSignIn(page);
    await expect(page.getByTestId('signed-in-as')).not.toHaveText(first);
    const second = (await page.getByTestId('signed-in-as').textContent()) ?? '';
    expect(second).toMatch(/0x[0-9a-f]{4}…[0-9a-f]{4}/i);

    await openAccountMenu(page);
    await expectAccessible();
    const firstShort = first.match(/0x[0-9a-f]{4}…[0-9a-f]{4}/i)![0];
    await page.getByRole('button', { name: new RegExp(`switch to ${firstShort}`, 'i') }).click();
    await expectSignedIn(page, firstShort);
  });

  test('the throwaway wallet is never offered for another gateway', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
    await page.goto('/settings');
    await page.getByLabel('Gateway address').fill('https://build.far.quest');
    await gatewayForm(page).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: /connect wallet/i }).click();
    await expect(page.getByRole('dialog')).toContainText(/no wallet was found/i);
    await expect(page.getByRole('button', { name: /throwaway/i })).toHaveCount(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await expect(page.getByLabel('Gateway address')).toHaveValue('http://127.0.0.1:8787');
  });
});

test('a start logs no error in the console, signed out and signed in (a second tab handed the session)', async ({ page, context }) => {
  /** What the page logs as an error while `action` runs. */
  const errorsDuring = async (tab: Page, action: () => Promise<void>) => {
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => void (message.type() === 'error' && errors.push(message.text()));
    const onError = (error: Error) => void errors.push(error.message);
    tab.on('console', onConsole);
    tab.on('pageerror', onError);
    await action();
    tab.off('console', onConsole);
    tab.off('pageerror', onError);
    return errors;
  };
  /** Opens the latest casts, and waits for them and for the answer to the probe of the gateway's reach. */
  const start = async (tab: Page) => {
    const probed = tab.waitForResponse((r) => r.request().method() === 'HEAD');
    await tab.goto('/?feed=latest');
    await expect(tab.getByRole('article').first()).toBeVisible();
    await probed;
  };
  expect(await errorsDuring(page, () => start(page))).toEqual([]);
  await signInWithWallet(page);
  const second = await context.newPage();
  const signedInStart = async () => {
    await start(second);
    await expectSignedIn(second, /0xf39F…2266/i);
  };
  expect(await errorsDuring(second, signedInStart)).toEqual([]);
});

test('a gateway that is down is explained in plain words', { tag: SAME_IN_BOTH_MODES }, async ({ page, expectAccessible }) => {
  await page.goto('/settings');
  await page.getByLabel('Gateway address').fill('http://127.0.0.1:9');
  await gatewayForm(page).getByRole('button', { name: 'Save' }).click();
  await connectWallet(page);
  await pressSignIn(page);
  await expect(page.getByTestId('sign-in-error')).toContainText(/can.t reach the gateway/i);
  await expectAccessible();
});
