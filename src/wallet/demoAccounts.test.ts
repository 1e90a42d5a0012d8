import { describe, expect, it, vi } from 'vitest';
import { demoAccountsFrom, loadDemoAccounts, nextDemoAccount } from './demoAccounts';
import type { RegistryChain } from './registryChain';

const account = (fid: number) => ({
  fid,
  username: `user${fid}`,
  custodyAddress: `0x${String(fid).padStart(40, '0')}`,
  custodyKey: `0x${'a'.repeat(64)}`,
  signerKey: `0x${'b'.repeat(64)}`,
});

describe('demo accounts', () => {
  it('are read from a gateway\'s answer, and nothing malformed is', () => {
    expect(demoAccountsFrom({ accounts: [account(1), account(2)] }).map((a) => a.fid)).toEqual([1, 2]);
    expect(demoAccountsFrom({ accounts: [{ ...account(1), custodyKey: '0x12' }] })).toEqual([]);
    expect(demoAccountsFrom({ error: 'no development chain' })).toEqual([]);
  });

  it('are asked only of a development chain', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    try {
      await expect(loadDemoAccounts('http://127.0.0.1:9', { chainId: 31337 } as RegistryChain)).resolves.toEqual([]);
      await expect(loadDemoAccounts('http://127.0.0.1:9', null)).resolves.toEqual([]);
      expect(sent).not.toHaveBeenCalled();
    } finally {
      sent.mockRestore();
    }
  });

  it('sign in as the first not signed in here yet', () => {
    const accounts = demoAccountsFrom({ accounts: [account(1), account(2)] });
    expect(nextDemoAccount(accounts, [])?.fid).toBe(1);
    expect(nextDemoAccount(accounts, ['1', '0xabc'])?.fid).toBe(2);
    expect(nextDemoAccount(accounts, ['1', '2'])).toBeNull();
  });
});
