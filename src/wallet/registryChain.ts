import * as v from 'valibot';
import { OPTIMISM_CHAIN_ID, optimismRegistries } from '../farcaster/registries';

/** The chain holding the FID and signer registries the gateway reads, and where they are on it. */
export interface RegistryChain {
  chainId: number;
  rpcUrl: string;
  idRegistry: `0x${string}`;
  keyRegistry: `0x${string}`;
  keyGateway: `0x${string}`;
  validator: `0x${string}`;
  /** The local development chain a gateway on this computer started: it has demo accounts to sign in as. */
  development?: true;
}

/** Farcaster's own registries, read by the public service and any gateway that is not on this computer. */
export const OPTIMISM_REGISTRY_CHAIN: RegistryChain = {
  chainId: OPTIMISM_CHAIN_ID,
  rpcUrl: 'https://mainnet.optimism.io',
  ...optimismRegistries,
};

/** The path where the local gateway publishes its chain. */
export const CHAIN_INFO_PATH = '/castline/v1/chain';

const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/));
const servedChain = v.object({
  chainId: v.pipe(v.number(), v.safeInteger(), v.gtValue(0)),
  rpcUrl: v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/)),
  idRegistry: address,
  keyRegistry: address,
  keyGateway: address,
  validator: address,
  development: v.optional(v.literal(true)),
});

/**
 * The one rule for which chain FID mode uses: a gateway on this computer says which chain it reads
 * (null when it keeps signers in its own database, or said nothing usable); any other gateway is
 * taken to read Farcaster's registries on OP Mainnet, as the public service does.
 */
export function registryChainFor(localGateway: boolean, served: unknown): RegistryChain | null {
  if (!localGateway) return OPTIMISM_REGISTRY_CHAIN;
  const parsed = v.safeParse(servedChain, served);
  return parsed.success ? (parsed.output as RegistryChain) : null;
}
