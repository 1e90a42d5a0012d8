import type { Config } from 'wagmi';
import { getConnection } from 'wagmi/actions';
import type { Address } from '../auth/session';
import type { GatewaySettings } from '../config/gatewaySettings';
import { loadRegistryChain } from './loadRegistryChain';
import { pageWalletConfig, walletOptionsFor } from './walletConfig';

/** The EIP-1193 surface of a connected wallet. */
export interface WalletProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): void;
  removeListener?(event: string, listener: (...args: never[]) => void): void;
}

export interface ConnectedWallet {
  address: Address;
  chainId: number;
  provider: WalletProvider;
}

// The wallet dialog owns the wagmi config; features that talk to the connected wallet later
// (a Mini App's wallet requests) reach it here instead of making a second connection.
let current: Config | null = null;

export function publishWalletConfig(config: Config): void {
  current = config;
}

/** The page's wallet config, as the wallet dialog makes it; made here when no dialog was opened in this tab yet. */
export async function pageWalletConfigFor(settings: GatewaySettings, walletConnectProjectId: string | undefined): Promise<Config> {
  const config = pageWalletConfig(walletOptionsFor(settings, walletConnectProjectId, await loadRegistryChain(settings)));
  publishWalletConfig(config);
  return config;
}

export async function connectedWallet(): Promise<ConnectedWallet | null> {
  if (!current) return null;
  const connection = getConnection(current);
  if (connection.status !== 'connected') return null;
  const provider = (await connection.connector.getProvider()) as WalletProvider;
  return { address: connection.address, chainId: connection.chainId, provider };
}
