// A ready development chain: anvil running, registries deployed, identities registered with their signers.
import { startAnvil, type RunningAnvil } from './anvil';
import { deployRegistries, registerIdentities, type ChainIdentity, type RegistryContracts } from './deploy';

export interface DevChainOptions {
  /** 0 (the default) lets the OS pick a free port. */
  port?: number;
  identities?: readonly ChainIdentity[];
}

export interface DevChain extends RunningAnvil {
  contracts: RegistryContracts;
  /** Milliseconds spent deploying the registries and registering the identities. */
  deployMs: number;
  registerMs: number;
}

export async function startDevChain(options: DevChainOptions = {}): Promise<DevChain> {
  const anvil = await startAnvil({ port: options.port });
  try {
    const deployStarted = performance.now();
    const contracts = await deployRegistries(anvil.url);
    const registerStarted = performance.now();
    await registerIdentities(anvil, contracts, options.identities ?? []);
    return {
      ...anvil,
      contracts,
      deployMs: registerStarted - deployStarted,
      registerMs: performance.now() - registerStarted,
    };
  } catch (error) {
    await anvil.close();
    throw error;
  }
}
