import { isLocalGateway, type GatewaySettings } from '../config/gatewaySettings';
import { CHAIN_INFO_PATH, registryChainFor, type RegistryChain } from './registryChain';

const LOOKUP_TIMEOUT_MS = 3_000;
const loaded = new Map<string, Promise<RegistryChain | null>>();

async function fetchServedChain(gatewayUrl: string): Promise<unknown> {
  try {
    const response = await fetch(gatewayUrl + CHAIN_INFO_PATH, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    return response.ok ? await response.json() : null;
  } catch {
    // A gateway that cannot say which chain it reads simply offers no FID mode.
    return null;
  }
}

/** The registry chain for a gateway, asked once per gateway address (the promise is shared, for React's `use`). */
export function loadRegistryChain(settings: GatewaySettings): Promise<RegistryChain | null> {
  let promise = loaded.get(settings.url);
  if (!promise) {
    const local = isLocalGateway(settings);
    promise = (local ? fetchServedChain(settings.url) : Promise.resolve(null)).then((served) => registryChainFor(local, served));
    loaded.set(settings.url, promise);
  }
  return promise;
}
