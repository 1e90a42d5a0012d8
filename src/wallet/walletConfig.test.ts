import { describe, expect, it } from 'vitest';
import { THROWAWAY_CONNECTOR_ID, walletChoices } from './walletConfig';

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
});
