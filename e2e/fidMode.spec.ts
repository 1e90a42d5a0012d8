import { bytesToHex } from '@noble/hashes/utils.js';
import { keyRegistryAbi } from '../gateway/chain/artifacts';
import { chainClients } from '../gateway/chain/deploy';
import { devAccount } from '../gateway/chain/devAccounts';
import { connectWallet, expectSignedIn, signOut } from './support/appSteps';
import { castRow, composerNamed, postFrom, uniqueText, writeIn } from './support/composerSteps';
import { expect, FRESH_FID_ACCOUNT, test as base } from './support/fixtures';

// FID mode against a real local chain: the gateway reads IdRegistry and KeyRegistry on anvil, and the
// test wallet sends its transactions there.
base.use({ onChain: true });

/** A development account the chain fixture gives no FID. */
const NO_FID_ACCOUNT = 15;

const test = base.extend({
  walletOptions: async ({ chain }, use) => {
    await use({ accounts: [devAccount(FRESH_FID_ACCOUNT), devAccount(NO_FID_ACCOUNT)], chainUrl: chain!.url, chainId: 1 });
  },
});

const dialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: /sign in to castline/i });

async function lookUpFid(page: import('@playwright/test').Page, fid: number) {
  await dialog(page).getByRole('button', { name: 'Connect Farcaster account' }).click();
  await expect(dialog(page).getByTestId('fid-lookup')).toContainText(`FID ${fid}`);
}

test('a custody wallet adds a signer from the app, signs in with its FID and posts to L1; once the signer is removed on chain, signing in fails clearly', async ({
  page,
  chain,
  gateway,
}) => {
  const fid = chain!.freshFid;
  await page.goto('/');
  await connectWallet(page);
  await lookUpFid(page, fid);

  await dialog(page).getByRole('button', { name: 'Add a new signer' }).click();
  // The dialog closes as soon as the sign-in that follows succeeds, so the status is read wherever it is.
  await expect(page.getByTestId('add-signer-status')).toContainText(/transaction confirmed\. Transaction 0x[0-9a-f]{64}/i, { timeout: 20_000 });
  const signedInAt = Date.now();
  await expectSignedIn(page, `FID ${fid}`);
  await expect(page.getByTestId('signed-in-as')).toContainText('L1');

  const text = uniqueText('Hello from FID mode');
  const composer = composerNamed(page, /write a cast/i);
  await writeIn(composer, text);
  await postFrom(composer);
  const signInToPostMs = Date.now() - signedInAt;
  test.info().annotations.push({ type: 'sign-in to first post (ms)', description: String(signInToPostMs) });
  console.log(`FID mode: sign-in to first post ${signInToPostMs} ms (chain start ${Math.round(chain!.startupMs)} ms, deploy ${Math.round(chain!.deployMs)} ms, seed ${Math.round(chain!.registerMs)} ms)`);

  // The cast reads back from the gateway as an L1 cast by the FID.
  const casts = await fetch(`${gateway.url}/farcaster/v2/casts?fid=${fid}&limit=10`, { headers: { 'API-KEY': gateway.apiKey } });
  const body = (await casts.json()) as { result: { casts: { text: string; external: boolean; author: { fid: unknown } }[] } };
  const posted = body.result.casts.find((cast) => cast.text === text);
  expect(posted).toMatchObject({ external: false });
  expect(String(posted!.author.fid)).toBe(String(fid));
  await expect(castRow(page, text).first()).toBeVisible();

  // The custody removes every signer of its FID on chain.
  const { publicClient, walletClient } = chainClients(chain!, devAccount(FRESH_FID_ACCOUNT));
  const keys = await publicClient.readContract({ address: chain!.contracts.keyRegistry, abi: keyRegistryAbi, functionName: 'keysOf', args: [BigInt(fid), 1] });
  expect(keys).toHaveLength(1);
  const hash = await walletClient.writeContract({ address: chain!.contracts.keyRegistry, abi: keyRegistryAbi, functionName: 'remove', args: [keys[0]!] });
  await publicClient.waitForTransactionReceipt({ hash, timeout: 30_000 });

  await signOut(page);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  // Still connected: the dialog remembers the FID it read.
  await expect(dialog(page).getByTestId('fid-lookup')).toContainText(`FID ${fid}`);
  await dialog(page).getByRole('button', { name: `Sign in with FID ${fid}` }).click();
  const explanation = dialog(page).getByTestId('signer-not-found');
  await expect(explanation).toContainText(`FID ${fid}`);
  await expect(explanation).toContainText(`${keys[0]!.slice(0, 10)}…${keys[0]!.slice(-4)}`);
  await expect(explanation.getByRole('button', { name: 'Add a signer' })).toBeVisible();
  await expect(page.getByTestId('signed-in-as')).toHaveCount(0);
});

test('a key that was never added is refused with the Signer not found explanation', async ({ page, chain }) => {
  const fid = chain!.freshFid;
  await page.goto('/');
  await connectWallet(page);
  await lookUpFid(page, fid);
  const seed = crypto.getRandomValues(new Uint8Array(32));
  await dialog(page).getByLabel(/use an existing signer/i).fill(bytesToHex(seed));
  await dialog(page).getByRole('button', { name: 'Sign in with this key' }).click();
  const explanation = dialog(page).getByTestId('signer-not-found');
  await expect(explanation).toContainText(`no active signer`);
  await expect(explanation).toContainText(`FID ${fid}`);
  await expect(explanation.getByRole('button', { name: 'Add a signer' })).toBeVisible();
  await expect(page.getByTestId('signed-in-as')).toHaveCount(0);
});

test('an address without an FID is told so', async ({ page, wallet }) => {
  await page.goto('/');
  await wallet.switchAccount(1);
  await connectWallet(page);
  await dialog(page).getByRole('button', { name: 'Connect Farcaster account' }).click();
  await expect(dialog(page).getByTestId('fid-lookup')).toContainText('This address has no Farcaster account');
  await expect(dialog(page).getByRole('button', { name: 'Add a new signer' })).toHaveCount(0);
});
