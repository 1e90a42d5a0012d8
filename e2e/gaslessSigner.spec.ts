import type { Page } from '@playwright/test';
import { MessageType } from '@farcaster/core';
import { devAccount } from '../gateway/chain/devAccounts';
import { connectWallet, expectSignedIn } from './support/appSteps';
import { composerNamed, postFrom, uniqueText, writeIn } from './support/composerSteps';
import { expect, FRESH_FID_ACCOUNT, test as base } from './support/fixtures';
import { LOCAL_GATEWAY_ONLY } from './support/modeTags';

// FID mode adding its signer without gas: the custody wallet signs the KeyAdd and the key request, the
// gateway sends the KEY_ADD to the stand-in Snapchain node (which reads custody from the local chain), and
// the node's listing of the key lets the app sign in and post with it. The refusal test comes last: the
// node keeps refusing that FID's KEY_ADDs for the rest of the worker.
base.use({ onChain: true, withNode: true });

const test = base.extend({
  walletOptions: async ({ chain }, use) => {
    await use({ accounts: [devAccount(FRESH_FID_ACCOUNT)], chainUrl: chain!.url, chainId: 31337 });
  },
});

const dialog = (page: Page) => page.getByRole('dialog', { name: /sign in to castline/i });
const status = (page: Page) => page.getByTestId('add-signer-status');

async function openFid(page: Page, fid: number) {
  await page.goto('/?feed=latest');
  await connectWallet(page);
  await dialog(page).getByRole('button', { name: 'Connect Farcaster account' }).click();
  await expect(dialog(page).getByTestId('fid-lookup')).toContainText(`FID ${fid}`);
}

test('a custody wallet adds a signer without gas, signs in with it and posts a cast the node takes', { tag: LOCAL_GATEWAY_ONLY }, async ({ page, chain, node, wallet, gateway }) => {
  const fid = chain!.freshFid;
  const [mergedBefore, submitsBefore] = [node!.merged.length, node!.submits.length];
  await openFid(page, fid);
  await dialog(page).getByRole('button', { name: 'Add without gas' }).click();
  await expect(status(page)).toContainText('Signer added without gas: the Farcaster node lists it.', { timeout: 20_000 });
  await expectSignedIn(page, `FID ${fid}`);
  // Two signatures, no transaction, on the chain the signatures name.
  expect(wallet.requests.filter((r) => r.method === 'eth_signTypedData_v4')).toHaveLength(2);
  expect(wallet.requests.some((r) => r.method === 'eth_sendTransaction')).toBe(false);
  expect(wallet.requests).toContainEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] });

  const listed = await fetch(`${gateway.url}/castline/v1/gasless-signers?fid=${fid}`, { headers: { 'API-KEY': gateway.apiKey } });
  const { result } = (await listed.json()) as { result: { currentNonce: number; signers: { addedBy: string; scopes: string[] }[] } };
  expect(result.currentNonce).toBe(1);
  expect(result.signers).toEqual([expect.objectContaining({ addedBy: 'message', scopes: expect.arrayContaining(['CAST_ADD', 'REACTION_ADD', 'LINK_ADD']) })]);

  const text = uniqueText('Posted with a key added without gas');
  const composer = composerNamed(page, /write a cast/i);
  await writeIn(composer, text);
  await postFrom(composer);
  // The node takes the cast too (CAST_ADD is in the key's scopes): the KEY_ADD and the cast, both merged.
  await expect.poll(() => node!.merged.length - mergedBefore, { timeout: 15_000 }).toBe(2);
  expect(node!.submits.slice(submitsBefore).every((s) => s.status === 200)).toBe(true);
});

test('a declined signature, a refusal by the node and a node out of reach are each told in words', { tag: LOCAL_GATEWAY_ONLY }, async ({ page, chain, node, wallet }) => {
  const fid = chain!.freshFid;
  await openFid(page, fid);
  const add = dialog(page).getByRole('button', { name: 'Add without gas' });

  wallet.rejectNextRequest();
  await add.click();
  await expect(status(page)).toContainText('Adding the signer without gas failed. You declined the signature in your wallet.');

  node!.refuse((message) => message.data?.fid === fid && message.data.type === MessageType.KEY_ADD, 'no keys for this account today');
  await add.click();
  await expect(status(page)).toContainText('Adding the signer without gas failed. The Farcaster node refused the key: no keys for this account today');

  await node!.down();
  try {
    await add.click();
    await expect(status(page)).toContainText("Adding the signer without gas failed. Can't reach the Farcaster node this gateway sends to.");
  } finally {
    await node!.up();
  }
  await expect(page.getByTestId('signed-in-as')).toHaveCount(0);
});
