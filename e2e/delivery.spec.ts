import { bytesToHex } from '@noble/hashes/utils.js';
import { demoIdentities, demoSignerPrivateKey } from '../gateway/seed/identities';
import { connectWallet, expectSignedIn, goInApp } from './support/appSteps';
import { castRow, composerNamed, postFrom, uniqueText, writeIn } from './support/composerSteps';
import { expect, test as base } from './support/fixtures';
import { SAME_IN_BOTH_MODES } from './support/modeTags';
import { shootLightAndDark } from './support/screenshots';

// FID mode against a local chain, with the gateway delivering L1 messages to a stand-in Snapchain node.
base.use({ onChain: true, withNode: true });

const test = base.extend({
  walletOptions: async ({ chain }, use) => {
    // Development account 0 holds demo FID 1 (alice), whose demo signer is registered on the chain.
    await use({ chainUrl: chain!.url, chainId: 1 });
  },
});

const alice = demoIdentities[0]!;

async function signInAsAlice(page: import('@playwright/test').Page) {
  const dialog = page.getByRole('dialog', { name: /sign in to castline/i });
  await connectWallet(page);
  await dialog.getByRole('button', { name: 'Connect Farcaster account' }).click();
  await expect(dialog.getByTestId('fid-lookup')).toContainText(`FID ${alice.fid}`);
  await dialog.getByLabel(/use an existing signer/i).fill(bytesToHex(demoSignerPrivateKey(alice.fid)));
  await dialog.getByRole('button', { name: 'Sign in with this key' }).click();
  await expectSignedIn(page, `FID ${alice.fid}`);
}

/** Posts `text`, opens the cast, and returns when "Posted." was seen. */
async function postAndOpen(page: import('@playwright/test').Page, text: string): Promise<number> {
  const composer = composerNamed(page, /write a cast/i);
  await writeIn(composer, text);
  await postFrom(composer);
  const postedAt = Date.now();
  await castRow(page, text).first().getByText(text).click();
  await expect(page).toHaveURL(/\/cast\/0x[0-9a-f]{40}/);
  return postedAt;
}

// Delivery to a node is the same in both modes: it is shown in spec mode.
const tag = SAME_IN_BOTH_MODES;

test('a cast posted in FID mode says "Posted." at once and "Sent to Farcaster" once the node serves it back', { tag }, async ({ page, node, gateway, expectAccessible }) => {
  await page.goto('/?feed=latest');
  await signInAsAlice(page);
  const text = uniqueText('On its way to Farcaster');
  const postedAt = await postAndOpen(page, text);
  const line = page.getByRole('status').filter({ hasText: /Farcaster|network/ });
  await expect(line).toHaveText('Sent to Farcaster');
  const sentMs = Date.now() - postedAt;
  test.info().annotations.push({ type: 'post to "Sent to Farcaster" (ms)', description: String(sentMs) });
  console.log(`Delivery: "Posted." to "Sent to Farcaster" shown ${sentMs} ms (opening the cast included)`);
  const hash = page.url().split('/cast/')[1]!;
  expect(node!.merged).toContain(hash);
  await expectAccessible();

  // Another person's cast shows no delivery line, and nothing is asked about it.
  const asked: string[] = [];
  page.on('request', (r) => void (r.url().includes('/castline/v1/deliveries/') && asked.push(r.url())));
  const res = await fetch(`${gateway.url}/farcaster/v2/casts?fid=2&limit=1`, { headers: { 'API-KEY': gateway.apiKey } });
  const bobs = ((await res.json()) as { result: { casts: { hash: string; text: string }[] } }).result.casts[0]!;
  await goInApp(page, `/cast/${bobs.hash}`);
  await expect(page.getByRole('article', { name: /^Cast by/ })).toContainText(bobs.text.slice(0, 20));
  await expect(page.getByText(/Sent to Farcaster|Waiting for the network/)).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('a cast the network refuses says so with the node\'s reason, while the gateway keeps it posted', { tag }, async ({ page, node }) => {
  node!.refuse((message) => message.data?.castAddBody?.text.includes('refuse me') ?? false, 'text contains a word the network refuses');
  await page.goto('/?feed=latest');
  await signInAsAlice(page);
  const text = uniqueText('Please refuse me');
  await postAndOpen(page, text);
  await expect(page.getByRole('status').filter({ hasText: /network/ })).toHaveText('The network refused this cast: text contains a word the network refuses');
  await expect(castRow(page, text).first()).toBeVisible();
});

test.describe('without a wallet extension', () => {
  test.use({ withWallet: false });

  test('the development sign-in signs in as a demo FID, and its cast is "Sent to Farcaster"', { tag }, async ({ page, node, expectAccessible }) => {
    await page.goto('/?feed=latest');
    await page.getByRole('button', { name: /connect wallet/i }).click();
    const demo = page.getByRole('dialog', { name: /connect a wallet/i }).getByRole('button', { name: /sign in as a demo account \(development\)/i });
    await expect(demo).toContainText('FID 1 (@alice)');
    await expectAccessible();
    await demo.click();
    await expect(page.getByTestId('signed-in-as')).toContainText('L1');
    const text = uniqueText('A first cast from the demo account');
    await postAndOpen(page, text);
    await expect(page.getByRole('status').filter({ hasText: /Farcaster|network/ })).toHaveText('Sent to Farcaster');
    expect(node!.merged).toContain(page.url().split('/cast/')[1]!);
  });
});

test('screenshots of the delivery line, light and dark, desktop and phone', { tag }, async ({ page, node }) => {
  test.skip(!process.env.CASTLINE_SHOTS, 'taken on request: CASTLINE_SHOTS=<folder>');
  const dir = process.env.CASTLINE_SHOTS!;
  const shoot = (name: string) => shootLightAndDark(page, dir, name);
  await page.goto('/?feed=latest');
  await signInAsAlice(page);
  await postAndOpen(page, uniqueText('Sunrise over the harbour, posted to Farcaster'));
  await expect(page.getByRole('status').filter({ hasText: /Farcaster/ })).toHaveText('Sent to Farcaster');
  node!.setUnavailable(true);
  await goInApp(page, '/?feed=latest');
  await postAndOpen(page, uniqueText('Posted while the network is busy'));
  await expect(page.getByRole('status').filter({ hasText: /network/ })).toHaveText('Waiting for the network');
  await shoot('delivery-waiting');
  node!.setUnavailable(false);
  await expect(page.getByRole('status').filter({ hasText: /Farcaster/ })).toHaveText('Sent to Farcaster', { timeout: 20_000 });
  await shoot('delivery-sent');
  node!.refuse((message) => message.data?.castAddBody?.text.includes('shot of a refusal') ?? false, 'invalid signer: 0x5feb…9a1c is not a signer of FID 1');
  await goInApp(page, '/?feed=latest');
  await postAndOpen(page, uniqueText('A shot of a refusal'));
  await expect(page.getByRole('status').filter({ hasText: /refused/ })).toBeVisible();
  await shoot('delivery-refused');
});
