import { defineChain, type Chain } from 'viem';
import { createConfig, http, injected, type Config, type Connector } from 'wagmi';
import { walletConnect } from 'wagmi/connectors/walletConnect';
import { mainnet, optimism } from 'viem/chains';
import { isLocalGateway, type GatewaySettings } from '../config/gatewaySettings';
import type { RegistryChain } from './registryChain';
import { createThrowawayProvider } from './throwawayWallet';

export interface WalletOptions {
  /** WalletConnect is offered only when a project id is configured. */
  walletConnectProjectId?: string;
  /** Offer the in-browser throwaway wallet (local gateway only). */
  throwaway: boolean;
  /** The chain of the Farcaster registries (FID lookups and adding signers), when there is one. */
  registryChain?: { chainId: number; rpcUrl: string } | null;
}

/** The registry chain as wagmi knows it: viem's own OP Mainnet, or the gateway's local development chain. */
export function registryWalletChain({ chainId, rpcUrl }: { chainId: number; rpcUrl: string }): Chain {
  if (chainId === optimism.id) return { ...optimism, rpcUrls: { default: { http: [rpcUrl] } } };
  return defineChain({
    id: chainId,
    name: 'Castline local chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
}

export const THROWAWAY_CONNECTOR_ID = 'castline-throwaway';

/**
 * Installed wallets come from EIP-6963 discovery (listed under their own name and icon);
 * a plain injected provider is kept as the fallback for wallets that do not announce themselves.
 */
export function createWalletConfig(options: WalletOptions): Config {
  const connectors = [injected()];
  if (options.walletConnectProjectId) {
    connectors.push(walletConnect({ projectId: options.walletConnectProjectId, showQrModal: true }) as never);
  }
  if (options.throwaway) {
    const provider = createThrowawayProvider(localStorage);
    connectors.push(
      injected({ target: { id: THROWAWAY_CONNECTOR_ID, name: 'Throwaway wallet', provider: () => provider as never } }),
    );
  }
  const registry = options.registryChain && options.registryChain.chainId !== mainnet.id ? registryWalletChain(options.registryChain) : null;
  const chains: [Chain, ...Chain[]] = registry ? [mainnet, registry] : [mainnet];
  return createConfig({
    chains,
    connectors,
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
    multiInjectedProviderDiscovery: true,
    // Nothing about the wallet needs to survive a reload: signing in again is required anyway.
    storage: null,
  });
}

/** The options for a gateway: the throwaway wallet only for one on this computer. */
export function walletOptionsFor(settings: GatewaySettings, walletConnectProjectId: string | undefined, registryChain: RegistryChain | null): WalletOptions {
  return { throwaway: isLocalGateway(settings), walletConnectProjectId, registryChain };
}

let pageConfig: { options: WalletOptions; config: Config } | null = null;

/**
 * The page's one config for these options. The config holds the wallet connection, so a wallet dialog
 * mounted again (say after the layout changed) must find the same one; other options make a new one.
 */
export function pageWalletConfig(options: WalletOptions): Config {
  const made = pageConfig;
  if (
    made &&
    made.options.throwaway === options.throwaway &&
    made.options.walletConnectProjectId === options.walletConnectProjectId &&
    made.options.registryChain === options.registryChain
  ) {
    return made.config;
  }
  const config = createWalletConfig(options);
  pageConfig = { options, config };
  return config;
}

export interface WalletChoice {
  uid: string;
  name: string;
  /** Only data: image icons are shown; a wallet-provided URL is never fetched. */
  icon: string | null;
  kind: 'installed' | 'walletconnect' | 'throwaway';
}

/** The wallets to offer, in order: announced wallets, the bare injected fallback if nothing announced, WalletConnect, throwaway. */
export function walletChoices(connectors: readonly Pick<Connector, 'uid' | 'id' | 'name' | 'icon' | 'type'>[], hasInjectedProvider: boolean): WalletChoice[] {
  const announced = connectors.filter((c) => c.type === 'injected' && c.id !== 'injected' && c.id !== THROWAWAY_CONNECTOR_ID);
  const choices: WalletChoice[] = announced.map((c) => ({ uid: c.uid, name: c.name, icon: safeIcon(c.icon), kind: 'installed' }));
  const fallback = connectors.find((c) => c.id === 'injected');
  if (announced.length === 0 && hasInjectedProvider && fallback) {
    choices.push({ uid: fallback.uid, name: 'Browser wallet', icon: null, kind: 'installed' });
  }
  for (const c of connectors) {
    if (c.type === 'walletConnect') choices.push({ uid: c.uid, name: 'WalletConnect', icon: null, kind: 'walletconnect' });
    if (c.id === THROWAWAY_CONNECTOR_ID) choices.push({ uid: c.uid, name: c.name, icon: null, kind: 'throwaway' });
  }
  return choices;
}

function safeIcon(icon: string | undefined): string | null {
  // `data:image/svg+xml,<svg…>` (no parameters) is as valid as the `;base64` and `;utf8` forms (RFC 2397).
  return icon && /^data:image\/(png|svg\+xml|webp|jpeg|gif)[;,]/i.test(icon) ? icon : null;
}
