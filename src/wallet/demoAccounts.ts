import * as v from 'valibot';
import type { RegistryChain } from './registryChain';

/** A demo FID of a development gateway, with the keys to sign in and post as it (public knowledge there). */
export type DemoAccount = v.InferOutput<typeof demoAccount>;

/** Where a gateway on a development chain lists its demo accounts (gateway/http/demoAccountRoutes.ts). */
const DEMO_ACCOUNTS_PATH = '/castline/v1/demo-accounts';

const key = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/), v.transform((s) => s as `0x${string}`));
const demoAccount = v.object({
  fid: v.pipe(v.number(), v.safeInteger(), v.gtValue(0)),
  username: v.string(),
  custodyAddress: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/), v.transform((s) => s as `0x${string}`)),
  custodyKey: key,
  signerKey: key,
});
const served = v.object({ accounts: v.array(demoAccount) });

const loaded = new Map<string, Promise<DemoAccount[]>>();
// One promise for every gateway without demo accounts: React's `use` is given the same one each render.
const NONE: Promise<DemoAccount[]> = Promise.resolve([]);

/**
 * The demo accounts of the gateway at `gatewayUrl`, asked once per gateway and only of one whose chain
 * says it is the development chain (a gateway on this computer: `registryChainFor`); none otherwise.
 */
export function loadDemoAccounts(gatewayUrl: string, chain: RegistryChain | null): Promise<DemoAccount[]> {
  if (!chain?.development) return NONE;
  let promise = loaded.get(gatewayUrl);
  if (!promise) {
    promise = fetch(gatewayUrl + DEMO_ACCOUNTS_PATH)
      .then(async (response) => (response.ok ? demoAccountsFrom(await response.json()) : []))
      .catch(() => []);
    loaded.set(gatewayUrl, promise);
  }
  return promise;
}

/** The accounts in a gateway's answer; none when it is not the expected shape. */
export function demoAccountsFrom(answer: unknown): DemoAccount[] {
  const parsed = v.safeParse(served, answer);
  return parsed.success ? parsed.output.accounts : [];
}

/** The demo account to sign in as: the first whose FID is not signed in here already. */
export function nextDemoAccount(accounts: readonly DemoAccount[], signedInFids: readonly string[]): DemoAccount | null {
  return accounts.find((account) => !signedInFids.includes(String(account.fid))) ?? null;
}
