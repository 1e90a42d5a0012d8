import { test as base, expect, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { idRegistryAbi } from '../../gateway/chain/artifacts';
import { chainClients } from '../../gateway/chain/deploy';
import { DEV_APP_FID, devAccount, devAppCustodyKey } from '../../gateway/chain/devAccounts';
import { startDevChain, type DevChain } from '../../gateway/chain/devChain';
import { demoChainIdentities } from '../../gateway/chain/chainSetup';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { startFarcasterApp } from '../../gateway/standIns/farcasterApp/farcasterApp';
import { startRelay } from '../../gateway/standIns/relay/relay';
import type { RunningStandIn } from '../../gateway/standIns/serve';
import { freePort } from '../../gateway/testing/freePort';
import { newTestDatabase } from '../../gateway/testing/testDatabase';
import { chainCustody } from '../../gateway/standIns/snapchain/chainCustody';
import { startStandInNode, type StandInNode } from '../../gateway/standIns/snapchain/standInNode';
import { accessibilityViolations } from './accessibility';
import { installTestWallet, type TestWallet, type TestWalletOptions } from './testWallet';

export type Compat = 'spec' | 'farquest';

/** On the fixture chain, this development account holds an FID registered with no signer, for adding one from the app. */
export const FRESH_FID_ACCOUNT = 12;

interface WorkerFixtures {
  compat: Compat;
  tokenTtlSeconds: number;
  /** Run the gateway against a local chain (FID mode on chain) instead of its SQLite registry. */
  onChain: boolean;
  /**
   * With `onChain`: anvil with the registries, the demo FIDs 1–10 and their signers, and one more FID
   * (the next free id) held by development account FRESH_FID_ACCOUNT with no signer. Null otherwise.
   */
  chain: (DevChain & { freshFid: number }) | null;
  /** Give the gateway a Farcaster node to deliver L1 messages to (`--hub-url`): the stand-in node below. */
  withNode: boolean;
  /** With `withNode`: a stand-in Snapchain node (gateway/standIns/snapchain). Null otherwise. */
  node: StandInNode | null;
  /** Sign in with Farcaster: start the AuthKit relay and Farcaster app stand-ins, and name them to the gateway. */
  withSiwf: boolean;
  /**
   * With `withSiwf`: the relay stand-in (its links open the Farcaster app stand-in) and the Farcaster app
   * stand-in, on free ports; the gateway names the relay (`relayUrl`) and accepts the app's host (`siwfDomains`).
   * With `onChain` too, the Farcaster app stand-in is also the client API of signed key requests (`clientApiUrl`),
   * adding approved keys on the chain, and the gateway signs the requests as the development app account
   * (FID 11). Null otherwise.
   */
  siwf: { relay: RunningStandIn; farcasterApp: RunningStandIn } | null;
  /** How long the gateway's signed key requests stay valid, in seconds; the gateway's default (a day) when unset. */
  signerRequestTtlSeconds: number | undefined;
  /** A fresh local gateway with the demo seed and its own temporary database, one per worker. */
  gateway: RunningGateway;
}

interface TestFixtures {
  /** Set to false for a browser with no wallet extension at all. */
  withWallet: boolean;
  walletOptions: TestWalletOptions;
  /** The test wallet, announced as MetaMask, installed in every page unless `withWallet` is false. */
  wallet: TestWallet;
  /**
   * The share of page loads that report their vitals to the gateway (the app's `castline.vitalsSampleRate`):
   * none unless a test measures them, so no other test sees a report it did not ask for.
   */
  vitalsSampleRate: number;
  /** Fails the test if axe finds any violation on the current screen. */
  expectAccessible: (page?: Page) => Promise<void>;
  /**
   * Moves the clock the gateway publishes scheduled casts by to a later moment, from which it runs on;
   * it is the real clock again after the test.
   */
  moveGatewayClockTo: (at: number) => void;
}

/** How far the clock of this worker's gateway for scheduled casts runs ahead of the real one. */
let gatewayClockAheadMs = 0;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  compat: ['spec', { scope: 'worker', option: true }],
  tokenTtlSeconds: [3600, { scope: 'worker', option: true }],
  onChain: [false, { scope: 'worker', option: true }],
  chain: [
    async ({ onChain }, use) => {
      if (!onChain) return use(null);
      const chain = await startDevChain({ identities: demoChainIdentities() });
      const { publicClient, walletClient } = chainClients(chain, devAccount(FRESH_FID_ACCOUNT));
      const hash = await walletClient.writeContract({
        address: chain.contracts.idRegistry,
        abi: idRegistryAbi,
        functionName: 'register',
        args: [devAccount(FRESH_FID_ACCOUNT).address],
      });
      await publicClient.waitForTransactionReceipt({ hash, timeout: 30_000 });
      const freshFid = await publicClient.readContract({
        address: chain.contracts.idRegistry,
        abi: idRegistryAbi,
        functionName: 'idOf',
        args: [devAccount(FRESH_FID_ACCOUNT).address],
      });
      await use({ ...chain, freshFid: Number(freshFid) });
      await chain.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  withNode: [false, { scope: 'worker', option: true }],
  node: [
    async ({ withNode, chain }, use) => {
      if (!withNode) return use(null);
      // With a chain, the node learns FIDs' custody from its IdRegistry, to check KEY_ADD messages.
      const node = await startStandInNode(chain ? { custodyOf: chainCustody(chain.url, chain.contracts.idRegistry) } : {});
      await use(node);
      await node.close();
    },
    { scope: 'worker' },
  ],
  withSiwf: [false, { scope: 'worker', option: true }],
  siwf: [
    async ({ withSiwf, chain }, use) => {
      if (!withSiwf) return use(null);
      // Each names the other: the app's port is chosen first, then the relay linking to it starts.
      const appPort = await freePort();
      const relay = await startRelay({ approvalUrl: `http://127.0.0.1:${appPort}/~/siwf` });
      const farcasterApp = await startFarcasterApp({
        port: appPort,
        relayUrl: relay.url,
        ...(chain ? { chain: { rpcUrl: chain.url, keyGateway: chain.contracts.keyGateway } } : {}),
      });
      await use({ relay, farcasterApp });
      await Promise.all([farcasterApp.close(), relay.close()]);
    },
    { scope: 'worker' },
  ],
  signerRequestTtlSeconds: [undefined, { scope: 'worker', option: true }],
  gateway: [
    async ({ compat, tokenTtlSeconds, chain, node, siwf, signerRequestTtlSeconds }, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'castline-e2e-'));
      const gateway = await startGateway({
        port: 0,
        // A copy of the run's demo data (gateway/testing/sqliteGlobalSetup.ts), or seeded here without one.
        db: await newTestDatabase(dir, 'gateway', { demo: true }),
        seed: 'demo',
        compat,
        tokenTtlSeconds,
        quiet: true,
        now: () => Date.now() + gatewayClockAheadMs,
        // Link previews of the demo's own pages, served by this gateway on 127.0.0.1.
        unfurlPrivate: true,
        // The chain fixture is a development chain with the demo FIDs, as `--chain local` starts.
        ...(chain ? { chain: { chainId: chain.chainId, rpcUrl: chain.url, ...chain.contracts, development: true as const } } : {}),
        ...(node ? { hub: { hubUrl: node.url } } : {}),
        // The app's own host, as playwright.config.ts serves it.
        ...(siwf ? { relayUrl: siwf.relay.url, siwfDomains: [`127.0.0.1:${process.env.CASTLINE_E2E_PORT ?? 4173}`] } : {}),
        // Key requests for "Enable posting": signed as the app account every development chain registers.
        ...(siwf && chain ? { appAccount: { fid: DEV_APP_FID, custodyKey: devAppCustodyKey() }, clientApiUrl: siwf.farcasterApp.url, signerRequestTtlSeconds } : {}),
      });
      await use(gateway);
      await gateway.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  vitalsSampleRate: [0, { option: true }],
  page: async ({ page, gateway, vitalsSampleRate }, use) => {
    await page.addInitScript(
      ({ settings, vitalsSampleRate }) => {
        if (!localStorage.getItem('castline.gateway')) localStorage.setItem('castline.gateway', JSON.stringify(settings));
        localStorage.setItem('castline.vitalsSampleRate', String(vitalsSampleRate));
      },
      { settings: { url: gateway.url, apiKey: gateway.apiKey }, vitalsSampleRate },
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await use(page);
    expect(dialogs, 'no page script may open a dialog').toEqual([]);
  },
  withWallet: [true, { option: true }],
  walletOptions: [{}, { option: true }],
  wallet: [
    async ({ page, walletOptions, withWallet }, use) => {
      await use(withWallet ? await installTestWallet(page, walletOptions) : (undefined as unknown as TestWallet));
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern, and this one has none
  moveGatewayClockTo: async ({}, use) => {
    await use((at) => {
      gatewayClockAheadMs = Math.max(gatewayClockAheadMs, at - Date.now());
    });
    gatewayClockAheadMs = 0;
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page) => {
      // A check that runs before the app has drawn its first screen would judge an empty document.
      await expect(target.locator('main').first()).toBeAttached();
      await expect(target.locator('h1').first()).toBeAttached();
      expect(await accessibilityViolations(target)).toEqual([]);
    });
  },
});

export { expect };
