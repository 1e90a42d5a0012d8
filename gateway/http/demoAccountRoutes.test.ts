import { describe, expect, it } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { privateKeyToAddress } from 'viem/accounts';
import type { GatewayChain } from '../chain/chainSetup';
import { demoIdentities } from '../seed/identities';
import { DEMO_ACCOUNTS_ROUTE, demoAccountRoutes, type DemoAccount } from './demoAccountRoutes';

const address = '0x0000000000000000000000000000000000000001' as const;
const localChain: GatewayChain = { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', idRegistry: address, keyRegistry: address, keyGateway: address, validator: address };

describe('the demo accounts of a development chain', () => {
  it('are handed out only on the development chain: each custody key is its FID\'s custody, each signer key its demo signer', async () => {
    const res = await demoAccountRoutes({ ...localChain, development: true }).request(DEMO_ACCOUNTS_ROUTE);
    expect(res.status).toBe(200);
    const { accounts } = (await res.json()) as { accounts: DemoAccount[] };
    expect(accounts.map((a) => a.fid)).toEqual(demoIdentities.map((d) => d.fid));
    for (const [i, account] of accounts.entries()) {
      expect(privateKeyToAddress(account.custodyKey)).toBe(demoIdentities[i]!.custodyAddress);
      expect(`0x${bytesToHex(ed25519.getPublicKey(hexToBytes(account.signerKey.slice(2))))}`).toBe(demoIdentities[i]!.signerPublicKey);
    }
  });

  it('are not there on any other chain, nor without one', async () => {
    for (const chain of [localChain, null]) {
      const res = await demoAccountRoutes(chain).request(DEMO_ACCOUNTS_ROUTE);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/0x[0-9a-f]{64}/i);
    }
  });
});
