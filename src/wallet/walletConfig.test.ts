import { describe, expect, it } from 'vitest';
import { pageWalletConfig, registryWalletChain, THROWAWAY_CONNECTOR_ID, walletChoices } from './walletConfig';

const metaMask = { uid: 'u1', id: 'io.metamask', name: 'MetaMask', icon: 'data:image/svg+xml;base64,AAA', type: 'injected' };
const bare = { uid: 'u0', id: 'injected', name: 'Injected', icon: undefined, type: 'injected' };
const wc = { uid: 'u2', id: 'walletConnect', name: 'WalletConnect', icon: undefined, type: 'walletConnect' };
const throwaway = { uid: 'u3', id: THROWAWAY_CONNECTOR_ID, name: 'Throwaway wallet', icon: undefined, type: 'injected' };

describe('walletChoices', () => {
  it('lists announced wallets by their own name and icon, and hides the bare fallback', () => {
    expect(walletChoices([bare, metaMask, wc, throwaway], true)).toEqual([
      { uid: 'u1', name: 'MetaMask', icon: metaMask.icon, kind: 'installed' },
      { uid: 'u2', name: 'WalletConnect', icon: null, kind: 'walletconnect' },
      { uid: 'u3', name: 'Throwaway wallet', icon: null, kind: 'throwaway' },
    ]);
  });

  it('falls back to the plain injected provider when no wallet announces itself', () => {
    expect(walletChoices([bare], true)).toEqual([{ uid: 'u0', name: 'Browser wallet', icon: null, kind: 'installed' }]);
    expect(walletChoices([bare], false)).toEqual([]);
  });

  it('never shows an icon that would be fetched from the network', () => {
    const remote = { ...metaMask, icon: 'https://evil.example/x.png' };
    expect(walletChoices([remote], true)[0]?.icon).toBeNull();
  });

  it('shows a data: icon in every form RFC 2397 allows, including plain `data:image/svg+xml,<svg…>`', () => {
    for (const icon of ['data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', 'data:image/svg+xml;utf8,<svg/>', 'data:image/png;base64,AAA']) {
      expect(walletChoices([{ ...metaMask, icon }], true)[0]?.icon).toBe(icon);
    }
    expect(walletChoices([{ ...metaMask, icon: 'data:text/html,<script>' }], true)[0]?.icon).toBeNull();
  });
});

describe('registryWalletChain', () => {
  it("keeps viem's OP Mainnet, reached through the given RPC", () => {
    const chain = registryWalletChain({ chainId: 10, rpcUrl: 'https://mainnet.optimism.io' });
    expect(chain).toMatchObject({ id: 10, name: 'OP Mainnet', rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } } });
  });

  it('describes a local development chain by its id and RPC address', () => {
    const chain = registryWalletChain({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' });
    expect(chain).toMatchObject({ id: 31337, testnet: true, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } });
  });
});

describe('createWalletConfig', () => {
  it('offers WalletConnect only when a project id is configured', async () => {
    const { createWalletConfig } = await import('./walletConfig');
    const types = (projectId?: string) =>
      createWalletConfig({ throwaway: false, walletConnectProjectId: projectId }).connectors.map((c) => c.type);
    expect(types()).not.toContain('walletConnect');
    expect(types('abc123')).toContain('walletConnect');
  });
});

describe('pageWalletConfig', () => {
  it('gives the same config, and so the same connection, for as long as the options stay the same', () => {
    const chain = { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' };
    const first = pageWalletConfig({ throwaway: false, registryChain: chain });
    expect(pageWalletConfig({ throwaway: false, registryChain: chain })).toBe(first);

    const op = { chainId: 10, rpcUrl: 'https://mainnet.optimism.io' };
    const onOp = pageWalletConfig({ throwaway: false, registryChain: op });
    expect(onOp).not.toBe(first);
    expect(onOp.chains.map((c) => c.id)).toContain(10);
    expect(pageWalletConfig({ throwaway: false, walletConnectProjectId: 'abc123', registryChain: op })).not.toBe(onOp);
  });
});
