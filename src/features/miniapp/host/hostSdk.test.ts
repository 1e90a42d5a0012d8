import { afterEach, describe, expect, it } from 'vitest';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { wrap, type Endpoint } from 'comlink';
import { exposeToEndpoint, type HostEndpoint, type WireMiniAppHost } from '@farcaster/miniapp-host';
import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { AccountWalletError, type AccountWallet } from '../../../wallet/accountWallet';
import { createHostSdk, type HostActions } from './hostSdk';

// The SDK's side (comlink's `wrap`) and the host package's `exposeToEndpoint` over a real message channel.
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function connect(overrides: Partial<HostActions> = {}) {
  const calls: string[] = [];
  const actions: HostActions = {
    appName: 'Demo',
    appUrl: 'https://app.example/',
    context: { client: { clientFid: 0, added: false }, user: { fid: 1 } },
    viewerFid: 1,
    signedIn: true,
    walletChainId: 10,
    wallet: null,
    ask: async () => false,
    choose: async (request) => ({ approved: await actions.ask(request), option: request.option !== undefined }),
    ready: () => calls.push('ready'),
    close: () => calls.push('close'),
    openUrl: (url) => calls.push(`open ${url}`),
    viewProfile: (fid) => calls.push(`profile ${fid}`),
    viewCast: (hash) => calls.push(`cast ${hash}`),
    compose: async () => null,
    notificationOffer: async () => ({ kind: 'none' }),
    addApp: async () => ({}),
    announceWallet: () => calls.push('announce'),
    ...overrides,
  };
  const { port1, port2 } = new MessageChannel();
  // Node's ports are EventTargets with postMessage: comlink endpoints as they are.
  const asEndpoint = (port: MessagePort) => port as unknown as Endpoint;
  const endpoint = Object.assign(port1, { emit() {}, emitEthProvider() {} }) as unknown as HostEndpoint;
  port1.start();
  // Node's message events carry an empty origin.
  cleanups.push(exposeToEndpoint({ endpoint, sdk: createHostSdk(actions), miniAppOrigin: '' }), () => port1.close());
  return { host: wrap<WireMiniAppHost>(asEndpoint(port2)), calls };
}

const signer = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

/** The signed-in account's wallet, signing with `signer`; `steps` records the asking and the connecting in order. */
function accountWallet(steps: string[]): { wallet: AccountWallet; steps: string[] } {
  const provider = {
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      if (method !== 'personal_sign') throw new Error(`unexpected ${method}`);
      const [data] = params as [`0x${string}`];
      return signer.signMessage({ message: { raw: data } });
    },
  };
  const wallet = { address: signer.address, connect: async () => (steps.push('connect'), { address: signer.address, chainId: 1, provider }) };
  return { wallet, steps };
}

describe('the host as the SDK sees it', () => {
  it('serves the context and tells the truth about what it supports', async () => {
    const { host } = connect({ walletChainId: null, signedIn: false });
    await expect(host.context).resolves.toMatchObject({ user: { fid: 1 } });
    const capabilities = await host.getCapabilities();
    expect(capabilities).toEqual(expect.arrayContaining(['actions.ready', 'actions.viewProfile', 'actions.addMiniApp']));
    expect(capabilities).not.toContain('wallet.getEthereumProvider');
    expect(capabilities).not.toContain('actions.composeCast');
    expect(capabilities).not.toContain('actions.swapToken');
    await expect(host.getChains()).resolves.toEqual([]);
    await expect(connect().host.getChains()).resolves.toEqual(['eip155:10']);
  });

  it('answers unsupported actions with errors or failure results, never silence', async () => {
    const { host } = connect();
    await expect(host.viewToken({ token: 'eip155:10/native' })).rejects.toThrow('Castline does not support viewing tokens.');
    await expect(host.openMiniApp({ url: 'https://other.example/' })).rejects.toThrow(/does not support/);
    await expect(host.requestCameraAndMicrophoneAccess()).rejects.toThrow(/camera/);
    await expect(host.sendToken({})).resolves.toMatchObject({ success: false, reason: 'send_failed' });
    await expect(host.swapToken({})).resolves.toMatchObject({ success: false, reason: 'swap_failed' });
    await expect(host.signManifest({ domain: 'app.example' })).resolves.toEqual({ error: { type: 'generic_error', message: 'Castline does not sign domain manifests.' } });
  });

  it('reports refusals in the wire form the SDK turns into its own error classes', async () => {
    const { host } = connect({ ask: async () => false });
    await expect(host.addMiniApp()).resolves.toEqual({ error: { type: 'rejected_by_user' } });
    await expect(host.addFrame()).resolves.toEqual({ error: { type: 'rejected_by_user' } });
    await expect(connect({ ask: async () => false, wallet: accountWallet([]).wallet }).host.signIn({ nonce: 'abcdef1234567890' })).resolves.toEqual({
      error: { type: 'rejected_by_user' },
    });
    const approved = connect({ ask: async () => true });
    await expect(approved.host.addMiniApp()).resolves.toEqual({ result: {} });
    const nobody = connect({ ask: async () => true, addApp: async () => null });
    await expect(nobody.host.addMiniApp()).resolves.toEqual({ error: { type: 'rejected_by_user' } });
  });

  it('adds an app with notifications as the person chose, and gives the app only the details its server notifies with', async () => {
    const details = { url: 'https://gateway.example/castline/v1/miniapps/notifications', token: 'ab'.repeat(32) };
    const asked: unknown[] = [];
    const chosen: unknown[] = [];
    const { host } = connect({
      notificationOffer: async () => ({ kind: 'offered', webhookUrl: 'https://app.example/hook' }),
      choose: async (request) => (asked.push(request), { approved: true, option: true }),
      addApp: async (choice) => (chosen.push(choice), { notificationDetails: details }),
    });
    await expect(host.addMiniApp()).resolves.toEqual({ result: { notificationDetails: details } });
    expect(asked).toEqual([expect.objectContaining({ title: 'Add Demo to your apps?', option: 'Allow notifications' })]);
    expect(chosen).toEqual([{ webhookUrl: 'https://app.example/hook', notify: true }]);

    const declined: unknown[] = [];
    const without = connect({
      notificationOffer: async () => ({ kind: 'offered', webhookUrl: 'https://app.example/hook' }),
      choose: async () => ({ approved: true, option: false }),
      addApp: async (choice) => (declined.push(choice), {}),
    });
    await expect(without.host.addMiniApp()).resolves.toEqual({ result: {} });
    expect(declined).toEqual([{ webhookUrl: 'https://app.example/hook', notify: false }]);
  });

  it('adds nothing and asks nothing of the gateway when the person refuses or nobody is signed in', async () => {
    const added: unknown[] = [];
    const offers: string[] = [];
    const refused = connect({ notificationOffer: async () => (offers.push('offer'), { kind: 'none' }), addApp: async (choice) => (added.push(choice), {}) });
    await expect(refused.host.addMiniApp()).resolves.toEqual({ error: { type: 'rejected_by_user' } });
    const signedOut = connect({ signedIn: false, ask: async () => true, notificationOffer: async () => (offers.push('offer'), { kind: 'none' }), addApp: async () => null });
    await expect(signedOut.host.addMiniApp()).resolves.toEqual({ error: { type: 'rejected_by_user' } });
    expect(added).toEqual([]);
    expect(offers).toEqual(['offer']);
  });

  it('signs in with Farcaster through the account\'s wallet, connected only once the person approves; a failure is told in words, never as their refusal', async () => {
    const asked: string[] = [];
    const { wallet, steps } = accountWallet(asked);
    const { host } = connect({ wallet, ask: async () => (asked.push('ask'), true) });
    const signIn = await host.signIn({ nonce: 'abcdef1234567890' });
    expect(steps).toEqual(['ask', 'connect']);
    await expect(verifyMessage({ address: signer.address, message: signIn.result!.message, signature: signIn.result!.signature as `0x${string}` })).resolves.toBe(true);

    const elsewhere = new AccountWalletError('MetaMask is on another account. Switch it to 0xf39f…2266, the account signed in here, then try again.', false);
    await expect(connect({ wallet: { ...wallet, connect: () => Promise.reject(elsewhere) }, ask: async () => true }).host.signIn({ nonce: 'abcdef1234567890' })).rejects.toThrow(
      'MetaMask is on another account. Switch it to 0xf39f…2266, the account signed in here, then try again.',
    );
    const declined = new AccountWalletError('You declined to connect MetaMask, so nothing was shared or signed.', true);
    await expect(connect({ wallet: { ...wallet, connect: () => Promise.reject(declined) }, ask: async () => true }).host.signIn({ nonce: 'abcdef1234567890' })).resolves.toEqual({
      error: { type: 'rejected_by_user' },
    });
    await expect(connect({ ask: async () => true }).host.signIn({ nonce: 'abcdef1234567890' })).rejects.toThrow(/Nobody is signed in to Castline with a wallet/);
  });

  it('returns the posted cast, nothing when cancelled, and closes when asked to', async () => {
    const posted = { hash: '0x'.padEnd(42, 'a'), text: 'hi', embeds: [] as [] };
    const { host, calls } = connect({ compose: async () => posted });
    await expect(host.composeCast({ text: 'hi' })).resolves.toEqual({ cast: posted });
    await expect(host.composeCast({ text: 'hi', close: true })).resolves.toBeUndefined();
    expect(calls).toContain('close');
    await expect(connect().host.composeCast({})).resolves.toEqual({ cast: null });
  });

  it('checks what it is asked to show or open', async () => {
    const { host, calls } = connect();
    await host.viewProfile({ fid: 2 });
    await expect(host.viewProfile({ fid: -1 })).rejects.toThrow(/no profile/);
    await host.viewCast({ hash: '0x'.padEnd(42, 'B') });
    await expect(host.viewCast({ hash: 'nope' })).rejects.toThrow(/not a cast hash/);
    await host.openUrl('javascript:alert(1)');
    await host.openUrl('https://farcaster.xyz/');
    await host.ready({});
    expect(calls).toEqual(['profile 2', `cast ${'0x'.padEnd(42, 'b')}`, 'open https://farcaster.xyz/', 'ready']);
  });
});
