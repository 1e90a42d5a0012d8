import { parseSiweMessage } from 'viem/siwe';
import { verifyMessage } from 'viem';
import { test, expect } from './support/fixtures';
import { SAME_IN_BOTH_MODES } from './support/modeTags';
import { signInWithWallet } from './support/appSteps';
import { installTestWallet } from './support/testWallet';
import { castRow, composerNamed, recordRequests, textBox, uniqueText } from './support/composerSteps';
import { demoCastHash, MINIAPP_CAST_TEXT } from '../gateway/seed/demo';
import { BROKEN_EMBED_PATH, NEVER_READY_APP_NAME, NEVER_READY_PATH } from '../gateway/miniapp-demo/page';
import { READY_TIMEOUT_MS } from '../src/features/miniapp/host/useReadyWait';
import { appResult, approval, DEMO_APP_NAME, DEMO_APP_PATH, demoApp, hostDialog, runInApp } from './support/miniAppSteps';
import type { Page } from '@playwright/test';
import { shortAddress } from '../src/components/shortAddress';
import type { RunningGateway } from '../gateway/server';

/** What the app calls the signed-in account: its display name on this gateway (another test may have set one), else its short address. */
async function viewerName(gateway: RunningGateway, address: string): Promise<string> {
  const response = await fetch(`${gateway.url}/farcaster/v2/user?fid=${address.toLowerCase()}`, { headers: { 'API-KEY': gateway.apiKey } });
  const body = (await response.json()) as { result?: { user?: { displayName?: string } } };
  return body.result?.user?.displayName || shortAddress(address.toLowerCase());
}

/** Opens the demo app from the Apps screen, where the signed-in account has it added. */
async function openFromApps(page: Page, gatewayUrl: string, account: string) {
  const url = `${gatewayUrl}${DEMO_APP_PATH}`;
  await page.evaluate(
    ({ key, app }) => localStorage.setItem(key, JSON.stringify([app])),
    {
      key: `castline.miniapps.${account.toLowerCase()}`,
      app: { name: DEMO_APP_NAME, url, imageUrl: `${url}card.svg`, splashImageUrl: `${url}splash.svg`, splashBackgroundColor: '#ede9fe', addedAt: 1 },
    },
  );
  await page.getByRole('link', { name: 'Apps' }).click();
  await page.getByRole('button', { name: `Open ${DEMO_APP_NAME}` }).click();
  await expect(hostDialog(page)).toBeVisible();
}

/** Signs in, posts a new cast embedding `url` from the compose link, and returns its row on Latest. */
async function postCastEmbedding(page: Page, url: string, words: string) {
  await page.goto('/');
  await signInWithWallet(page);
  const text = uniqueText(words);
  await page.goto(`/compose?text=${encodeURIComponent(text)}&embeds[]=${encodeURIComponent(url)}`);
  await signInWithWallet(page);
  await composerNamed(page, 'New cast').getByRole('button', { name: /^post$/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Latest' }).click();
  return castRow(page, text).first();
}

test.describe('the Mini App host', () => {
  test('runs the demo app from its card: context with the viewer and the cast, ready, the wallet approved and rejected, Sign In With Farcaster, viewCast', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway, wallet, expectAccessible }) => {
    // One app session walks every action: about 45 s on a loaded 2-core machine.
    test.slow();
    // alice's own casts: the demo cast is her newest, however many casts other tests posted to Latest.
    await page.goto('/u/1');
    await signInWithWallet(page);
    const card = castRow(page, MINIAPP_CAST_TEXT).getByTestId('miniapp-card');
    await expect(card.getByRole('img', { name: `Preview of the Mini App ${DEMO_APP_NAME}` })).toBeVisible();
    await expectAccessible();
    await card.getByRole('button', { name: `Open the demo: ${DEMO_APP_NAME}, a Mini App` }).click();

    const dialog = hostDialog(page);
    await expect(dialog.getByTestId('miniapp-origin')).toHaveText(new URL(gateway.url).origin);
    await expect(dialog.getByTestId('miniapp-splash')).toBeHidden();
    const app = demoApp(page);
    await expect(app.getByTestId('viewer')).toHaveText(`Hello ${await viewerName(gateway, wallet.address)}`);
    const context = JSON.parse((await app.locator('#context').textContent()) ?? '{}') as { user: { fid: number; address?: string }; location: unknown };
    expect(context.user).toMatchObject({ fid: 0, address: wallet.address.toLowerCase() });
    expect(context.location).toMatchObject({
      type: 'cast_embed',
      embed: `${gateway.url}${DEMO_APP_PATH}`,
      cast: { hash: demoCastHash('miniapp-demo'), text: MINIAPP_CAST_TEXT, author: { fid: 1, username: 'alice' } },
    });
    await expect(app.getByTestId('announced')).toHaveText('Wallet announced here: Castline (xyz.castline)');
    await expectAccessible();

    await runInApp(page, 'What can this host do?');
    expect(await appResult(page, 'capabilities')).toMatchObject({
      capabilities: expect.arrayContaining(['actions.ready', 'actions.composeCast', 'actions.signIn', 'wallet.getEthereumProvider']),
      chains: ['eip155:1'],
    });
    expect(((await appResult(page, 'capabilities')) as { capabilities: string[] }).capabilities).not.toContain('actions.swapToken');
    await runInApp(page, 'Swap a token');
    expect(await appResult(page, 'swap')).toMatchObject({ success: false, reason: 'swap_failed' });

    // The account stays hidden until the person shares it.
    await runInApp(page, 'Sign a message');
    expect(await appResult(page, 'sign-message')).toContain('Connect the wallet first');
    await runInApp(page, 'Connect wallet');
    await expect(approval(page)).toContainText(`Share your wallet address with ${DEMO_APP_NAME}?`);
    await expectAccessible();
    await approval(page).getByRole('button', { name: 'Share address' }).click();
    expect(await appResult(page, 'accounts')).toEqual([wallet.address]);

    await runInApp(page, 'Sign a message');
    await expect(approval(page)).toContainText('Hello from the demo app');
    const requestsBefore = wallet.requests.length;
    await approval(page).getByRole('button', { name: 'Reject' }).click();
    expect(await appResult(page, 'sign-message')).toMatch(/UserRejectedRequestError/);
    expect(wallet.requests.slice(requestsBefore).map((r) => r.method)).not.toContain('personal_sign');

    await runInApp(page, 'Sign a message');
    await approval(page).getByRole('button', { name: 'Sign' }).click();
    const signature = (await appResult(page, 'sign-message')) as `0x${string}`;
    await expect(verifyMessage({ address: wallet.address, message: 'Hello from the demo app', signature })).resolves.toBe(true);

    await runInApp(page, 'Sign in with Farcaster');
    await expect(approval(page)).toContainText('Farcaster Auth');
    await approval(page).getByRole('button', { name: 'Sign in' }).click();
    const signIn = (await appResult(page, 'sign-in')) as { message: string; signature: `0x${string}`; authMethod: string };
    expect(signIn.authMethod).toBe('custody');
    expect(parseSiweMessage(signIn.message)).toMatchObject({ domain: new URL(gateway.url).host, address: wallet.address, statement: 'Farcaster Auth', chainId: 10 });
    await expect(verifyMessage({ address: wallet.address, message: signIn.message, signature: signIn.signature })).resolves.toBe(true);

    await runInApp(page, 'View this cast');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/cast/${demoCastHash('miniapp-demo')}$`));
  });

  test('in a tab handed the session, the wallet is connected when the person approves: Sign In With Farcaster and Connect wallet work, and a wallet on another account is told in words', { tag: SAME_IN_BOTH_MODES }, async ({ page, context, gateway, wallet }) => {
    await page.goto('/');
    await signInWithWallet(page);
    const tab = await context.newPage();
    const tabWallet = await installTestWallet(tab);
    await tab.goto('/');
    await expect(tab.getByTestId('signed-in-as')).toBeVisible();
    await openFromApps(tab, gateway.url, wallet.address);
    await runInApp(tab, 'What can this host do?');
    expect(((await appResult(tab, 'capabilities')) as { capabilities: string[] }).capabilities).toEqual(expect.arrayContaining(['actions.signIn', 'wallet.getEthereumProvider']));
    expect(tabWallet.requests).toEqual([]);

    // The wallet has moved to another account: said in Castline and to the app, not passed off as a refusal.
    await tabWallet.switchAccount(1);
    await runInApp(tab, 'Sign in with Farcaster');
    await approval(tab).getByRole('button', { name: 'Sign in' }).click();
    const elsewhere = `MetaMask is on another account. Switch it to ${shortAddress(wallet.address)}, the account signed in here, then try again.`;
    expect(await appResult(tab, 'sign-in')).toContain(elsewhere);
    await expect(hostDialog(tab).getByRole('alert')).toHaveText(elsewhere);

    await tabWallet.switchAccount(0);
    await runInApp(tab, 'Sign in with Farcaster');
    expect(tabWallet.requests.map((r) => r.method)).not.toContain('personal_sign');
    await approval(tab).getByRole('button', { name: 'Sign in' }).click();
    const signIn = (await appResult(tab, 'sign-in')) as { message: string; signature: `0x${string}` };
    await expect(verifyMessage({ address: wallet.address, message: signIn.message, signature: signIn.signature })).resolves.toBe(true);
    await expect(hostDialog(tab).getByRole('alert')).toHaveCount(0);
    await runInApp(tab, 'Connect wallet');
    await approval(tab).getByRole('button', { name: 'Share address' }).click();
    expect(await appResult(tab, 'accounts')).toEqual([wallet.address]);
  });

  test('a page whose embed is invalid is shown as a link card', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway }) => {
    const row = await postCastEmbedding(page, gateway.url + BROKEN_EMBED_PATH, 'broken embed');
    await expect(row.getByTestId('link-card')).toContainText('A page with a broken Mini App embed');
    await expect(row.getByTestId('miniapp-card')).toHaveCount(0);
  });

  test('an app that never calls ready() is given up on: the person is told it has not loaded, and can keep waiting or close it', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway, expectAccessible }) => {
    // The page's clock runs on its own until the test jumps it past the host's timeout.
    await page.clock.install();
    const row = await postCastEmbedding(page, gateway.url + NEVER_READY_PATH, 'never ready');
    await row.getByRole('button', { name: `Open: ${NEVER_READY_APP_NAME}, a Mini App` }).click();
    const dialog = page.getByRole('dialog', { name: NEVER_READY_APP_NAME });
    const splash = dialog.getByTestId('miniapp-splash');
    const slow = splash.getByRole('alert');
    await expect(splash.getByRole('status')).toHaveText(`Opening ${NEVER_READY_APP_NAME}…`);
    await expect(page.frameLocator(`iframe[title="${NEVER_READY_APP_NAME}"]`).getByRole('heading', { name: NEVER_READY_APP_NAME })).toBeAttached();
    await expect(slow).toHaveCount(0);

    await page.clock.fastForward(READY_TIMEOUT_MS);
    await expect(slow).toContainText(`${NEVER_READY_APP_NAME} has not finished loading after ${READY_TIMEOUT_MS / 1000} seconds.`);
    await expect(splash.getByRole('status')).toHaveCount(0);
    await expectAccessible();

    await slow.getByRole('button', { name: 'Keep waiting' }).click();
    await expect(splash.getByRole('status')).toHaveText(`Opening ${NEVER_READY_APP_NAME}…`);
    await expect(slow).toHaveCount(0);
    await page.clock.fastForward(READY_TIMEOUT_MS);
    await slow.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();
  });

  test('composeCast opens Castline’s composer prefilled and gives the posted cast back to the app', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway, wallet }) => {
    await page.goto('/');
    await signInWithWallet(page);
    await openFromApps(page, gateway.url, wallet.address);
    await runInApp(page, 'Compose a cast');
    const composer = composerNamed(page, `Cast from ${DEMO_APP_NAME}`);
    await expect(textBox(composer)).toHaveValue('Made with the Castline demo app');
    await composer.getByRole('button', { name: /^post$/i }).click();
    const result = (await appResult(page, 'compose')) as { cast: { hash: string; text: string; embeds: string[] } };
    expect(result.cast.text).toBe('Made with the Castline demo app');
    expect(result.cast.embeds).toEqual([`${gateway.url}${DEMO_APP_PATH}`]);
    const stored = await fetch(`${gateway.url}/farcaster/v2/cast?hash=${result.cast.hash}`, { headers: { 'API-KEY': gateway.apiKey } }).then((r) => r.json() as Promise<{ result: { cast: { text: string } | null } }>);
    expect(stored.result.cast?.text).toBe('Made with the Castline demo app');

    // Cancelled: the app hears that nothing was posted.
    await runInApp(page, 'Compose a cast');
    await composerNamed(page, `Cast from ${DEMO_APP_NAME}`).getByRole('button', { name: 'Cancel' });
    await hostDialog(page).getByRole('button', { name: 'Cancel' }).click();
    expect(await appResult(page, 'compose')).toEqual({ cast: null });

    await runInApp(page, 'Close');
    await expect(hostDialog(page)).toBeHidden();
    await page.getByRole('button', { name: `Open ${DEMO_APP_NAME}` }).click();
    await runInApp(page, 'View @bob');
    await expect(hostDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/u\/2$/);
    await page.goto('/?feed=latest');
    await expect(castRow(page, 'Made with the Castline demo app').first()).toBeVisible();
  });

  test('addMiniApp asks first, then lists the app on the Apps screen', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway, wallet }) => {
    await page.goto('/');
    await signInWithWallet(page);
    await openFromApps(page, gateway.url, wallet.address);
    await page.evaluate(() => localStorage.clear());
    await runInApp(page, 'Add to my apps');
    await approval(page).getByRole('button', { name: 'Reject' }).click();
    expect(await appResult(page, 'add-app')).toMatch(/AddMiniApp.RejectedByUser/);
    await runInApp(page, 'Add to my apps');
    await approval(page).getByRole('button', { name: 'Add app' }).click();
    expect(await appResult(page, 'add-app')).toEqual({});
    await hostDialog(page).getByRole('button', { name: `Close ${DEMO_APP_NAME}` }).click();
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('link', { name: 'Apps' }).click();
    await expect(page.getByRole('list', { name: 'Your Mini Apps' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: `Open ${DEMO_APP_NAME}` }).click();
    await expect(demoApp(page).getByTestId('viewer')).toHaveText(`Hello ${await viewerName(gateway, wallet.address)}`);
  });

  test('messages from any other origin or window are ignored, and nothing secret reaches the frame', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway, wallet }) => {
    // Every frame keeps what it is sent, so the app's frame can be searched for the token afterwards.
    await page.addInitScript(() => {
      const received: string[] = [];
      Object.assign(window, { __received: received });
      window.addEventListener('message', (event) => received.push(JSON.stringify(event.data)));
    });
    const requests = recordRequests(page);
    await page.goto('/');
    await signInWithWallet(page);
    await openFromApps(page, gateway.url, wallet.address);
    await expect(hostDialog(page).getByTestId('miniapp-splash')).toBeHidden();
    await runInApp(page, 'What can this host do?');
    await appResult(page, 'capabilities');
    const token = requests.map((r) => /"authorization":"Bearer ([^"]+)"/i.exec(r.headers)?.[1]).find(Boolean);
    expect(token).toBeTruthy();
    const appFrame = page.frame({ url: new RegExp(DEMO_APP_PATH) })!;
    const seen = await appFrame.evaluate(() => {
      let parentReadable = true;
      try {
        void window.parent.document.title;
      } catch {
        parentReadable = false;
      }
      return { received: (window as unknown as { __received: string[] }).__received.join('\n'), parentReadable, stored: Object.keys(localStorage).join(',') };
    });
    expect(seen.received).toContain('actions.composeCast');
    expect(seen.received).not.toContain(token!);
    expect(seen.parentReadable).toBe(false);
    // (The test fixture writes its gateway setting into every origin; Castline's own data stays on Castline's.)
    expect(seen.stored).not.toMatch(/miniapps|draft|signer|throwaway/i);
    const forgedClose = { id: 'forged', type: 'APPLY', path: ['close'], argumentList: [] };
    // From Castline's own origin, and from another frame on the app's origin.
    await page.evaluate((message) => window.postMessage(message, '*'), forgedClose);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'forger';
      document.body.append(frame);
    }, `${gateway.url}/static/link/protocol-notes`);
    await expect.poll(() => page.frame({ url: /protocol-notes/ }) !== null).toBe(true);
    await page.frame({ url: /protocol-notes/ })!.evaluate((message) => parent.postMessage(message, '*'), forgedClose);
    await page.waitForTimeout(500);
    await expect(hostDialog(page)).toBeVisible();
    // The app itself still can.
    await runInApp(page, 'Close');
    await expect(hostDialog(page)).toBeHidden();
  });

  test('a double-click cannot approve a signature: Sign appears where no click in the app was, and takes only a pointer that came onto it', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway, wallet }) => {
    await page.goto('/');
    await signInWithWallet(page);
    await openFromApps(page, gateway.url, wallet.address);
    // The keyboard approves from Reject, where the panel puts focus, with Tab and Enter.
    await runInApp(page, 'Connect wallet');
    const share = approval(page).getByRole('button', { name: 'Share address' });
    await expect(share).toHaveAttribute('aria-disabled', 'false');
    await page.keyboard.press('Tab');
    await expect(share).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await appResult(page, 'accounts')).toEqual([wallet.address]);

    // A click-jacking app moves its button to where Sign appeared, as near as its frame reaches.
    await runInApp(page, 'Sign a message');
    const sign = approval(page).getByRole('button', { name: 'Sign' });
    const signBox = (await sign.boundingBox())!;
    const signAt = { x: signBox.x + signBox.width / 2, y: signBox.y + signBox.height / 2 };
    await approval(page).getByRole('button', { name: 'Reject' }).click();
    const frame = (await page.locator(`iframe[title="${DEMO_APP_NAME}"]`).boundingBox())!;
    const bait = { x: signAt.x, y: Math.min(Math.max(signAt.y, frame.y + 20), frame.y + frame.height - 20) };
    await page.frame({ url: new RegExp(DEMO_APP_PATH) })!.evaluate(
      ({ left, top }) => Object.assign(document.getElementById('sign-message')!.style, { position: 'fixed', left: `${left - 40}px`, top: `${top - 20}px`, width: '80px', height: '40px' }),
      { left: bait.x - frame.x, top: bait.y - frame.y },
    );

    // The app's button asks for a signature; the mouse, never moved, clicks there again 500 ms and 1000 ms later.
    const signs = () => wallet.requests.filter((r) => r.method === 'personal_sign').length;
    const before = signs();
    const clickedAt = Date.now();
    await page.mouse.click(bait.x, bait.y);
    await expect(approval(page)).toContainText('Hello from the demo app');
    for (const later of [500, 1000]) {
      await page.waitForTimeout(Math.max(0, clickedAt + later - Date.now()));
      await page.mouse.click(bait.x, bait.y);
    }
    await expect(approval(page)).toContainText('Hello from the demo app');
    expect(signs()).toBe(before);

    // Moved onto Sign, the mouse signs.
    await page.mouse.move(signAt.x, signAt.y, { steps: 5 });
    await page.mouse.click(signAt.x, signAt.y);
    // Until the signature comes back, the app's last result is the refusal above.
    await expect(demoApp(page).getByTestId('result')).toContainText('"0x');
    const signature = (await appResult(page, 'sign-message')) as `0x${string}`;
    await expect(verifyMessage({ address: wallet.address, message: 'Hello from the demo app', signature })).resolves.toBe(true);
    expect(signs()).toBe(before + 1);
  });

  test('composeCast cannot be posted by a shortcut the app asked for: Ctrl+Enter does nothing, Post needs a deliberate click', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway, wallet }) => {
    await page.goto('/');
    await signInWithWallet(page);
    await openFromApps(page, gateway.url, wallet.address);
    const requests = recordRequests(page);
    await runInApp(page, 'Compose a cast');
    const composer = composerNamed(page, `Cast from ${DEMO_APP_NAME}`);
    await expect(textBox(composer)).toBeFocused();
    await expect(composer).toContainText(`Text from ${DEMO_APP_NAME}: read it, then press Post.`);
    await page.keyboard.press('Control+Enter');
    await page.keyboard.press('Meta+Enter');
    // A shortcut never posts an app's text, however long the composer has been open (Post takes a click
    // by the approval panel's rule, `deliberatePress`, which the double-click test above shows at work).
    const post = composer.getByRole('button', { name: /^post$/i });
    await expect(post).toHaveAttribute('aria-disabled', 'false');
    await page.keyboard.press('Control+Enter');
    await expect(textBox(composer)).toHaveValue('Made with the Castline demo app');
    expect(requests.filter((r) => r.url.endsWith('/farcaster/v2/message'))).toEqual([]);

    await post.click();
    const result = (await appResult(page, 'compose')) as { cast: { text: string } };
    expect(result.cast.text).toBe('Made with the Castline demo app');
    // One message: the click's, none from the shortcuts before it.
    expect(requests.filter((r) => r.url.endsWith('/farcaster/v2/message'))).toHaveLength(1);
  });
});
