import { createPublicClient, http } from 'viem';
import { describe, expect, it } from 'vitest';
import { startAnvil } from './anvil';
import { DEPLOYER_ACCOUNT_INDEX, devAccount } from './devAccounts';
import { freePort } from '../testing/freePort';

describe('startAnvil', () => {
  it('runs a local chain on 127.0.0.1 that funds the custody wallets and the deployer, and stops it', async () => {
    const anvil = await startAnvil();
    console.log(`anvil ready in ${anvil.startupMs.toFixed(0)} ms`);
    try {
      expect(anvil.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(anvil.chainId).toBe(31337);
      const client = createPublicClient({ transport: http(anvil.url) });
      for (const index of [0, 9, DEPLOYER_ACCOUNT_INDEX]) {
        expect(await client.getBalance({ address: devAccount(index).address })).toBeGreaterThan(0n);
      }
    } finally {
      await anvil.close();
    }
    await expect(fetch(anvil.url, { method: 'POST' })).rejects.toThrow();
  });

  it('listens on the port it is given', async () => {
    const port = await freePort();
    const anvil = await startAnvil({ port });
    try {
      expect(anvil.url).toBe(`http://127.0.0.1:${port}`);
    } finally {
      await anvil.close();
    }
  });

  it('fails with anvil’s own words when the port is taken', async () => {
    const first = await startAnvil();
    try {
      const port = Number(new URL(first.url).port);
      await expect(startAnvil({ port })).rejects.toThrow(/anvil did not start[\s\S]*already in use/);
    } finally {
      await first.close();
    }
  });
});
