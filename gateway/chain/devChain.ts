// A ready development chain: anvil running, registries deployed, identities registered with their signers,
// and the app account (FID 11, development account 10, no signer) that signs key requests.
import { startAnvil, type RunningAnvil } from './anvil';
import { deployRegistries, registerIdentities, type ChainAccount, type ChainIdentity, type RegistryContracts } from './deploy';
import { DEV_APP_FID, devAppAccount } from './devAccounts';

export interface DevChainOptions {
  /** 0 (the default) lets the OS pick a free port. */
  port?: number;
  /** Registered besides the app account. */
  identities?: readonly ChainIdentity[];
}

const appAccount = (): ChainAccount => ({ fid: DEV_APP_FID, custody: devAppAccount().address });

export interface DevChain extends RunningAnvil {
  contracts: RegistryContracts;
  /** Milliseconds spent deploying the registries and registering the identities and the app account. */
  deployMs: number;
  registerMs: number;
}

export async function startDevChain(options: DevChainOptions = {}): Promise<DevChain> {
  const anvil = await startAnvil({ port: options.port });
  try {
    const deployStarted = performance.now();
    const contracts = await deployRegistries(anvil.url);
    const registerStarted = performance.now();
    await registerIdentities(anvil, contracts, [...(options.identities ?? []), appAccount()]);
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
