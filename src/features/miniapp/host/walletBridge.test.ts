import { describe, expect, it } from 'vitest';
import { verifyMessage, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createThrowawayProvider, THROWAWAY_KEY_STORAGE } from '../../../wallet/throwawayWallet';
import type { ConnectedWallet } from '../../../wallet/activeWallet';
import type { ApprovalRequest } from './approvals';
import { createWalletBridge, ProviderError } from './walletBridge';

const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const address = privateKeyToAccount(KEY).address;

function setup(answers: boolean[], connected = true) {
  const stored = new Map([[THROWAWAY_KEY_STORAGE, KEY]]);
  const provider = createThrowawayProvider({ getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) });
  const seen: { method: string }[] = [];
  const asked: ApprovalRequest[] = [];
  const wallet: ConnectedWallet = {
    address,
    chainId: 1,
    provider: { request: (args) => (seen.push({ method: args.method }), provider.request(args as never)) },
  };
  const bridge = createWalletBridge({
    appName: 'Demo',
    wallet: async () => (connected ? wallet : null),
    ask: async (request) => (asked.push(request), answers.shift() ?? false),
  });
  return { bridge, seen, asked };
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

  it('answers the chain without asking, and says when no wallet is connected', async () => {
    const { bridge, asked } = setup([]);
    await expect(bridge.request({ method: 'eth_chainId' })).resolves.toBe('0x1');
    expect(asked).toEqual([]);
    const none = setup([], false);
    await expect(none.bridge.request({ method: 'eth_chainId' })).rejects.toEqual(expect.any(ProviderError));
    await expect(none.bridge.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4100 });
  });

  it('gives the wallet’s own error back when it refuses an approved request', async () => {
    const { bridge } = setup([true]);
    await expect(bridge.request({ method: 'eth_sendTransaction', params: [{ to: address, value: '0x1' }] })).rejects.toMatchObject({ code: 4200 });
  });
});
