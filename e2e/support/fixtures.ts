import { test as base, expect, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devAccount } from '../../gateway/chain/devAccounts';
import type { DevChain } from '../../gateway/chain/devChain';
import { spawnGateway, type ChildGateway } from '../../gateway/testing/childGateway';
import type { StandInNode } from '../../gateway/testing/standInNode/standInNode';
import { accessibilityViolations } from './accessibility';
import { installTestWallet, type TestWallet, type TestWalletOptions } from './testWallet';

export type Compat = 'spec' | 'farquest';

/** On the fixture chain, this development account holds an FID registered with no signer, for adding one from the app. */
export const FRESH_FID_ACCOUNT = 10;

/** What a test's gateway is started with, besides its project's compat: test options. */
interface GatewaySetup {
  tokenTtlSeconds: number;
  /** Run the gateway against a local chain (FID mode on chain) instead of its SQLite registry. */
  onChain: boolean;
  /** Give the gateway a Farcaster node to deliver L1 messages to (`--hub-url`): the stand-in node below. */
  withNode: boolean;
}

type FixtureChain = DevChain & { freshFid: number };

/** A gateway and what it was started against. */
interface Environment {
  gateway: ChildGateway;
  chain: FixtureChain | null;
  node: StandInNode | null;
}

interface WorkerFixtures {
  compat: Compat;
  /**
   * The worker's environments, one per setup, each started when a test first asks for it and kept for
   * the worker's other tests. The setups are test options, so a test with another setup does not end
   * the worker and start a new one (a new browser, and the worker's modules loaded again).
   */
  environments: (setup: GatewaySetup) => Promise<Environment>;
}

interface TestFixtures extends GatewaySetup {
  /** The worker's environment for this test's setup. */
  environment: Environment;
  /**
   * With `onChain`: anvil with the registries, the demo FIDs 1–10 and their signers, and one more FID
   * (the next free id) held by development account FRESH_FID_ACCOUNT with no signer. Null otherwise.
   */
  chain: FixtureChain | null;
  /** With `withNode`: a stand-in Snapchain node (gateway/testing/standInNode). Null otherwise. */
  node: StandInNode | null;
  /**
   * A local gateway with the demo seed and its own temporary database, shared by the worker's tests of
   * the same setup: in a process of its own, started from the gateway's bundle (`npm run gateway`), so
   * that a worker never loads the gateway's source (a few seconds of CPU for every worker a run starts).
   */
  gateway: ChildGateway;
  /** Set to false for a browser with no wallet extension at all. */
  withWallet: boolean;
  walletOptions: TestWalletOptions;
  /** The test wallet, announced as MetaMask, installed in every page unless `withWallet` is false. */
  wallet: TestWallet;
  /** Fails the test if axe finds any violation on the current screen. */
  expectAccessible: (page?: Page) => Promise<void>;
}

/** `idRegistry` → `id-registry`: a registry's flag (`npm run gateway -- --help`). */
const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

async function startChain(): Promise<FixtureChain> {
  const [{ idRegistryAbi }, { chainClients }, { startDevChain }, { demoChainIdentities }] = await Promise.all([
    import('../../gateway/chain/artifacts'),
    import('../../gateway/chain/deploy'),
    import('../../gateway/chain/devChain'),
    import('../../gateway/chain/chainSetup'),
  ]);
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
  return { ...chain, freshFid: Number(freshFid) };
}

/** Starts what `setup` asks for; `onClose` receives each part's closing, in the order they must run. */
async function startEnvironment(compat: Compat, setup: GatewaySetup, onClose: (close: () => Promise<void>) => void): Promise<Environment> {
  const chain = setup.onChain ? await startChain() : null;
  if (chain) onClose(() => chain.close());
  const node = setup.withNode ? await (await import('../../gateway/testing/standInNode/standInNode')).startStandInNode() : null;
  if (node) onClose(() => node.close());
  const dir = mkdtempSync(join(tmpdir(), 'castline-e2e-'));
  onClose(async () => rmSync(dir, { recursive: true, force: true }));
  const gateway = await spawnGateway([
    '--db', join(dir, 'gateway.sqlite'),
    '--seed', 'demo',
    '--compat', compat,
    '--token-ttl', String(setup.tokenTtlSeconds),
    // Link previews of the demo's own pages, served by this gateway on 127.0.0.1.
    '--unfurl-private',
    ...(chain ? ['--chain-url', chain.url, ...Object.entries(chain.contracts).flatMap(([name, address]) => [`--${kebab(name)}`, address])] : []),
    ...(node ? ['--hub-url', node.url] : []),
  ]);
  onClose(() => gateway.stop());
  return { gateway, chain, node };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  compat: ['spec', { scope: 'worker', option: true }],
  environments: [
    async ({ compat }, use) => {
      const started = new Map<string, Promise<Environment>>();
      const closings: Array<() => Promise<void>> = [];
      await use((setup) => {
        const key = JSON.stringify(setup);
        if (!started.has(key)) started.set(key, startEnvironment(compat, setup, (close) => closings.push(close)));
        return started.get(key)!;
      });
      await Promise.allSettled(started.values());
      for (const close of closings.reverse()) await close();
    },
    { scope: 'worker' },
  ],
  tokenTtlSeconds: [3600, { option: true }],
  onChain: [false, { option: true }],
  withNode: [false, { option: true }],
  environment: [
    async ({ environments, tokenTtlSeconds, onChain, withNode }, use) => use(await environments({ tokenTtlSeconds, onChain, withNode })),
    { timeout: 90_000 },
  ],
  chain: async ({ environment }, use) => use(environment.chain),
  node: async ({ environment }, use) => use(environment.node),
  gateway: async ({ environment }, use) => use(environment.gateway),
  page: async ({ page, gateway }, use) => {
    await page.addInitScript(
      (settings) => {
        if (!localStorage.getItem('castline.gateway')) localStorage.setItem('castline.gateway', JSON.stringify(settings));
      },
      { url: gateway.url, apiKey: gateway.apiKey },
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
