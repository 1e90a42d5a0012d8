import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { preview } from 'vite';
import { startGateway, type RunningGateway } from '../gateway/server';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Without the background-networking flags, Chromium's own connections are refused on a closed network and slow every start. */
export const CHROMIUM_FLAGS = ['--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface BenchApp {
  gateway: RunningGateway;
  /** The app's origin, e.g. `http://127.0.0.1:4191`. */
  url: string;
  /** A fresh folder that goes with the app (a browser profile, say). */
  dir: string;
  close(): Promise<void>;
}

/**
 * A production build served by Vite's preview, pointed at a local gateway with the demo seed: the build
 * itself names the gateway, since a measured first visit starts from empty storage. Field measurement is
 * off (`VITE_VITALS_SAMPLE_RATE=0`): its report would be one more request in what is measured.
 */
export async function startBenchApp(name: string, port: number): Promise<BenchApp> {
  const dir = mkdtempSync(join(tmpdir(), `castline-bench-${name}-`));
  const gateway = await startGateway({ port: 0, db: join(dir, 'gateway.sqlite'), seed: 'demo', quiet: true });
  execFileSync('npx', ['vite', 'build', '--outDir', join(dir, 'dist')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_GATEWAY_URL: gateway.url, VITE_API_KEY: gateway.apiKey, VITE_VITALS_SAMPLE_RATE: '0' },
  });
  const server = await preview({ build: { outDir: join(dir, 'dist') }, preview: { port, host: '127.0.0.1', strictPort: true }, logLevel: 'silent' });
  return {
    gateway,
    url: `http://127.0.0.1:${port}`,
    dir,
    async close() {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      await gateway.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs in on `page` as a person does on a local gateway: Connect wallet, the throwaway wallet (a key
 * made in this browser), Sign in. Returns the account, with the key the browser kept, to act as it.
 */
export async function signInOnPage(page: Page, appUrl: string): Promise<PrivateKeyAccount> {
  await page.goto(`${appUrl}/`);
  await page.getByRole('button', { name: /connect wallet/i }).click();
  await page.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: /throwaway wallet/i }).click();
  await page.getByRole('dialog', { name: /sign in to castline/i }).getByRole('button', { name: /^sign in$/i }).click();
  await page.getByTestId('signed-in-as').waitFor();
  const keys = JSON.parse((await page.evaluate(() => localStorage.getItem('castline.throwawayWallet'))) ?? '[]') as `0x${string}`[];
  return privateKeyToAccount(keys[0]!);
}

/** The machine is shared: its load average goes with every figure printed. */
export const loadAverage = () => `load average ${loadavg().map((n) => n.toFixed(1)).join(', ')}`;

/** A thread worth measuring: the first of the latest casts that has replies. */
export async function threadPath(gateway: RunningGateway): Promise<string> {
  const res = await fetch(`${gateway.url}/farcaster/v2/casts?limit=100`, { headers: { 'API-KEY': gateway.apiKey } });
  const body = (await res.json()) as { result: { casts: Array<{ hash: string; replies?: { count: number } }> } };
  const cast = body.result.casts.find((c) => (c.replies?.count ?? 0) > 0) ?? body.result.casts[0]!;
  return `/cast/${cast.hash}`;
}
