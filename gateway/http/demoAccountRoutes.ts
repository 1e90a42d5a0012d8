import { Hono } from 'hono';
import { toHex } from 'viem';
import type { GatewayChain } from '../chain/chainSetup';
import { devAccount } from '../chain/devAccounts';
import { demoIdentities } from '../seed/identities';

export const DEMO_ACCOUNTS_ROUTE = '/castline/v1/demo-accounts';

/** A demo FID as a development sign-in needs it: the custody key signs the sign-in, the signer key the messages. */
export interface DemoAccount {
  fid: number;
  username: string;
  custodyAddress: `0x${string}`;
  custodyKey: `0x${string}`;
  signerKey: `0x${string}`;
}

/** Account `fid - 1` of the development mnemonic holds each demo FID, with its demo signer (seed/identities). */
function demoAccounts(): DemoAccount[] {
  return demoIdentities.map(({ fid, username, custodyAddress, signerPrivateKey }, index) => {
    const privateKey = devAccount(index).getHdKey().privateKey;
    if (!privateKey) throw new Error(`The development mnemonic derived no key for account ${index}`);
    return { fid, username, custodyAddress, custodyKey: toHex(privateKey), signerKey: signerPrivateKey };
  });
}

/**
 * The demo FIDs' keys, so the app can sign in as one without a wallet extension and post to L1: only on
 * the local development chain the gateway started itself (`--chain local`), where every one of these keys
 * is public knowledge (Hardhat's and Anvil's mnemonic, the demo seed). Any other gateway answers 404.
 * Public like the chain route, which tells the app to ask.
 */
export function demoAccountRoutes(chain: GatewayChain | null): Hono {
  const app = new Hono();
  app.get(DEMO_ACCOUNTS_ROUTE, (c) =>
    chain?.development ? c.json({ accounts: demoAccounts() }) : c.json({ error: 'This gateway runs on no development chain, so it has no demo accounts' }, 404),
  );
  return app;
}
