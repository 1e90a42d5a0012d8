import { describe, expect, it } from 'vitest';
import { verifyMessage, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createThrowawayProvider, THROWAWAY_KEY_STORAGE } from '../../../wallet/throwawayWallet';
import type { ConnectedWallet } from '../../../wallet/activeWallet';
import { AccountWalletError, type AccountWallet } from '../../../wallet/accountWallet';
import type { ApprovalRequest } from './approvals';
import { createWalletBridge, ProviderError } from './walletBridge';

const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const address = privateKeyToAccount(KEY).address;

function setup(answers: boolean[], signedIn = true) {
  const stored = new Map([[THROWAWAY_KEY_STORAGE, KEY]]);
  const provider = createThrowawayProvider({ getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) });
  const seen: { method: string }[] = [];
  const asked: ApprovalRequest[] = [];
  const steps: string[] = [];
  const connected: ConnectedWallet = {
    address,
    chainId: 1,
    provider: { request: (args) => (seen.push({ method: args.method }), provider.request(args as never)) },
  };
  const wallet: AccountWallet = { address, connect: async () => (steps.push('connect'), connected) };
  const bridge = createWalletBridge({
    appName: 'Demo',
    wallet: signedIn ? wallet : null,
    chainId: 1,
    ask: async (request) => (asked.push(request), steps.push('ask'), answers.shift() ?? false),
  });
  return { bridge, seen, asked, steps, wallet };
}

describe('the wallet bridge', () => {
  it('hides the account until the person shares it, then gives only the connected one', async () => {
    const { bridge, asked } = setup([true]);
    await expect(bridge.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    const changed: unknown[] = [];
    bridge.on('accountsChanged', (accounts) => changed.push(accounts));
    await expect(bridge.request({ method: 'eth_requestAccounts' })).resolves.toEqual([address]);
    expect(asked[0]).toMatchObject({ title: 'Share your wallet address with Demo?', detail: address });
    await expect(bridge.request({ method: 'eth_accounts' })).resolves.toEqual([address]);
    expect(changed).toEqual([[address]]);
  });

  it('passes a signature request to the wallet only once approved, showing the message as text', async () => {
    const { bridge, seen, asked } = setup([false, true]);
    const request = { method: 'personal_sign', params: [stringToHex('hello app'), address] };
    await expect(bridge.request(request)).rejects.toMatchObject({ code: 4001 });
    expect(seen.map((s) => s.method)).not.toContain('personal_sign');
    const signature = (await bridge.request(request)) as `0x${string}`;
    expect(asked.map((a) => a.detail)).toEqual(['hello app', 'hello app']);
    await expect(verifyMessage({ address, message: 'hello app', signature })).resolves.toBe(true);
  });

  it('answers the chain without asking or connecting, and says when nobody is signed in with a wallet', async () => {
    const { bridge, asked, steps } = setup([]);
    await expect(bridge.request({ method: 'eth_chainId' })).resolves.toBe('0x1');
    await expect(bridge.request({ method: 'net_version' })).resolves.toBe('1');
    expect([asked, steps]).toEqual([[], []]);
    const none = setup([], false);
    await expect(none.bridge.request({ method: 'eth_chainId' })).rejects.toEqual(expect.any(ProviderError));
    await expect(none.bridge.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4100, message: expect.stringMatching(/^Nobody is signed in to Castline with a wallet/) });
  });

  it('connects the wallet once, after the person approves, and passes a failed connection on in words', async () => {
    const { bridge, steps } = setup([true, true]);
    await bridge.request({ method: 'eth_requestAccounts' });
    await bridge.request({ method: 'personal_sign', params: [stringToHex('hi'), address] });
    expect(steps).toEqual(['ask', 'connect', 'ask']);

    const elsewhere = setup([true]);
    const sentence = 'MetaMask is on another account. Switch it to 0x8626…1199, the account signed in here, then try again.';
    const failing = createWalletBridge({ appName: 'Demo', chainId: 1, ask: async () => true, wallet: { address, connect: () => Promise.reject(new AccountWalletError(sentence, false)) } });
    await expect(failing.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4100, message: sentence });
    const declining = createWalletBridge({ appName: 'Demo', chainId: 1, ask: async () => true, wallet: { ...elsewhere.wallet, connect: () => Promise.reject(new AccountWalletError('You declined.', true)) } });
    await expect(declining.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 });
  });

  it('gives the wallet’s own error back when it refuses an approved request', async () => {
    const { bridge } = setup([true]);
    await expect(bridge.request({ method: 'eth_sendTransaction', params: [{ to: address, value: '0x1' }] })).rejects.toMatchObject({ code: 4200 });
  });
});
