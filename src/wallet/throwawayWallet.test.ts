import { describe, expect, it } from 'vitest';
import { recoverMessageAddress, stringToHex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { ADD_DEVELOPMENT_ACCOUNT, ADD_THROWAWAY_ACCOUNT, createThrowawayProvider, loadThrowawayKeys, THROWAWAY_KEY_STORAGE } from './throwawayWallet';
import { memoryStorage } from '../components/fixtures/memoryStorage';

async function signWith(provider: ReturnType<typeof createThrowawayProvider>, address: string, message: string) {
  const signature = (await provider.request({ method: 'personal_sign', params: [stringToHex(message), address] } as never)) as `0x${string}`;
  return recoverMessageAddress({ message, signature });
}

describe('throwaway wallet', () => {
  it('keeps its keys in this browser, and keeps a key stored the earlier way', () => {
    const storage = memoryStorage();
    const [key] = loadThrowawayKeys(storage);
    expect(key).toMatch(/^0x[0-9a-f]{64}$/);
    expect(loadThrowawayKeys(storage)).toEqual([key]);
    storage.setItem(THROWAWAY_KEY_STORAGE, key!);
    expect(loadThrowawayKeys(storage)).toEqual([key]);
    storage.setItem(THROWAWAY_KEY_STORAGE, 'garbage');
    expect(loadThrowawayKeys(storage)).not.toContain('garbage');
    storage.setItem(THROWAWAY_KEY_STORAGE, '[not json');
    expect(loadThrowawayKeys(storage)).toHaveLength(1);
  });

  it('signs personal_sign messages that recover to the account asked for', async () => {
    const provider = createThrowawayProvider(memoryStorage());
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as [`0x${string}`];
    expect(await signWith(provider, address, 'Sign in to Castline\nNonce: 7')).toBe(address);
    await expect(signWith(provider, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'x')).rejects.toMatchObject({ code: 4100 });
  });

  it('makes another account on request, selects it, tells its listeners and still signs for the first', async () => {
    const storage = memoryStorage();
    const provider = createThrowawayProvider(storage);
    const [first] = (await provider.request({ method: 'eth_accounts' })) as [`0x${string}`];
    const heard: unknown[] = [];
    provider.on('accountsChanged', (accounts) => heard.push(accounts));
    const second = (await provider.request({ method: ADD_THROWAWAY_ACCOUNT } as never)) as `0x${string}`;
    expect(second).not.toBe(first);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([second, first]);
    expect(heard).toEqual([[second, first]]);
    expect(await signWith(provider, first, 'hello')).toBe(first);
    expect(await signWith(provider, second, 'hello')).toBe(second);
    // Kept: the next page load holds both, the newest selected.
    expect(loadThrowawayKeys(storage).map((k) => privateKeyToAddress(k))).toEqual([first, second]);
    expect(await createThrowawayProvider(storage).request({ method: 'eth_accounts' })).toEqual([second, first]);
  });

  it('signs for an account another tab made, on the same storage', async () => {
    const storage = memoryStorage();
    const here = createThrowawayProvider(storage);
    const [first] = (await here.request({ method: 'eth_accounts' })) as [`0x${string}`];
    const made = (await createThrowawayProvider(storage).request({ method: ADD_THROWAWAY_ACCOUNT } as never)) as `0x${string}`;
    expect(await signWith(here, made, 'hello')).toBe(made);
    expect(await here.request({ method: 'eth_accounts' })).toEqual([first, made]);
  });

  it('takes a development account\'s key once, selects it and signs for it', async () => {
    const storage = memoryStorage();
    const provider = createThrowawayProvider(storage);
    const key = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
    const custody = privateKeyToAddress(key);
    for (let i = 0; i < 2; i++) expect(await provider.request({ method: ADD_DEVELOPMENT_ACCOUNT, params: [key] } as never)).toBe(custody);
    expect(((await provider.request({ method: 'eth_accounts' })) as string[])[0]).toBe(custody);
    expect(loadThrowawayKeys(storage)).toHaveLength(2);
    expect(await signWith(provider, custody, 'hello')).toBe(custody);
    await expect(provider.request({ method: ADD_DEVELOPMENT_ACCOUNT, params: ['0x12'] } as never)).rejects.toMatchObject({ code: -32602 });
  });

  it('refuses what it cannot do with the standard unsupported-method code', async () => {
    const provider = createThrowawayProvider(memoryStorage());
    await expect(provider.request({ method: 'eth_sendTransaction', params: [] } as never)).rejects.toMatchObject({ code: 4200 });
  });
});
