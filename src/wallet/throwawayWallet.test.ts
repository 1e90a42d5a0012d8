import { describe, expect, it } from 'vitest';
import { recoverMessageAddress, stringToHex } from 'viem';
import { createThrowawayProvider, loadOrCreateThrowawayKey, THROWAWAY_KEY_STORAGE } from './throwawayWallet';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('throwaway wallet', () => {
  it('keeps one key per browser', () => {
    const storage = memoryStorage();
    const key = loadOrCreateThrowawayKey(storage);
    expect(key).toMatch(/^0x[0-9a-f]{64}$/);
    expect(loadOrCreateThrowawayKey(storage)).toBe(key);
    storage.map.set(THROWAWAY_KEY_STORAGE, 'garbage');
    expect(loadOrCreateThrowawayKey(storage)).not.toBe('garbage');
  });

  it('signs personal_sign messages that recover to its own address', async () => {
    const provider = createThrowawayProvider(loadOrCreateThrowawayKey(memoryStorage()));
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as [`0x${string}`];
    const message = 'Sign in to Castline\nNonce: 7';
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [stringToHex(message), address],
    })) as `0x${string}`;
    expect(await recoverMessageAddress({ message, signature })).toBe(address);
  });

  it('refuses what it cannot do with the standard unsupported-method code', async () => {
    const provider = createThrowawayProvider(loadOrCreateThrowawayKey(memoryStorage()));
    await expect(provider.request({ method: 'eth_sendTransaction', params: [] } as never)).rejects.toMatchObject({ code: 4200 });
  });
});
