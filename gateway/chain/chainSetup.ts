// Which chain the gateway reads identities from: a local one it starts and seeds itself, or any RPC
// endpoint (Farcaster's own registries on OP Mainnet by default there).
import { createPublicClient, http, type Address } from 'viem';
import type { ChainIdentity, RegistryContracts } from './deploy';
import { startDevChain } from './devChain';
import { OPTIMISM_CHAIN_ID, optimismRegistries } from '../../src/farcaster/registries';
import { demoIdentities } from '../seed/identities';

/** The chain behind the registry, as published to the app at GET /castline/v1/chain. */
export interface GatewayChain extends RegistryContracts {
  chainId: number;
  rpcUrl: string;
  /**
   * The local development chain (`--chain local`): its demo FIDs' custody keys come from the development
   * mnemonic everyone knows, so the gateway may hand them out for a development sign-in.
   */
  development?: true;
}

/** Start anvil on 127.0.0.1, deploy the registries, register the demo FIDs 1–10 with their signers. */
export interface LocalChainSource {
  kind: 'local';
  port?: number;
}

/** An existing chain; missing addresses default to Farcaster's on OP Mainnet (chain 10 only). */
export interface RpcChainSource {
  kind: 'rpc';
  url: string;
  contracts: Partial<RegistryContracts>;
}

export type ChainSource = LocalChainSource | RpcChainSource;

export interface ConnectedChain {
  chain: GatewayChain;
  /** Stops the local chain; nothing to stop for an RPC endpoint. */
  close(): Promise<void>;
  /** Local chain only: milliseconds to start anvil, deploy the registries, register the demo identities. */
  timings?: { startupMs: number; deployMs: number; registerMs: number };
}

export class ChainSetupError extends Error {
  override readonly name = 'ChainSetupError';
}

/** The demo identities as the chain seed wants them (the seed names the custody `custodyAddress`). */
export function demoChainIdentities(): ChainIdentity[] {
  return demoIdentities.map(({ fid, custodyAddress, signerPublicKey }) => ({ fid, custody: custodyAddress, signerPublicKey }));
}

const CONTRACT_NAMES = ['idRegistry', 'keyRegistry', 'keyGateway', 'validator'] as const;

/** Fills in the registry addresses for a chain; pure, so the defaulting rule is tested on its own. */
export function registryAddresses(chainId: number, given: Partial<RegistryContracts>): RegistryContracts {
  const defaults: Partial<RegistryContracts> = chainId === OPTIMISM_CHAIN_ID ? optimismRegistries : {};
  const missing = CONTRACT_NAMES.filter((name) => !(given[name] ?? defaults[name]));
  if (missing.length > 0) {
    throw new ChainSetupError(
      `Chain ${chainId} is not OP Mainnet, so the registry addresses must be given: missing ${missing.join(', ')}`,
    );
  }
  const pick = (name: (typeof CONTRACT_NAMES)[number]): Address => (given[name] ?? defaults[name])!;
  return { idRegistry: pick('idRegistry'), keyRegistry: pick('keyRegistry'), keyGateway: pick('keyGateway'), validator: pick('validator') };
}

export async function connectChain(source: ChainSource): Promise<ConnectedChain> {
  if (source.kind === 'local') {
    const dev = await startDevChain({ port: source.port, identities: demoChainIdentities() });
    return {
      chain: { chainId: dev.chainId, rpcUrl: dev.url, ...dev.contracts, development: true },
      close: () => dev.close(),
      timings: { startupMs: dev.startupMs, deployMs: dev.deployMs, registerMs: dev.registerMs },
    };
  }
  let chainId: number;
  try {
    chainId = await createPublicClient({ transport: http(source.url, { retryCount: 0 }) }).getChainId();
  } catch (error) {
    throw new ChainSetupError(`The chain at ${source.url} did not answer eth_chainId`, { cause: error });
  }
  return { chain: { chainId, rpcUrl: source.url, ...registryAddresses(chainId, source.contracts) }, close: async () => {} };
}
