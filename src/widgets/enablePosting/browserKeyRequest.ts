import type { GatewayClient } from '../../api/createGateway';
import { farcasterClientApi } from '../../api/farcasterClientApi';
import { signerRequestCalls } from '../../api/signerRequests';
import { farcasterServiceUrl, loadFarcasterServices } from '../../config/farcasterServices';
import type { GatewaySettings } from '../../config/gatewaySettings';
import { keyStateOnChain } from '../../wallet/keyRegistryRead';
import { loadRegistryChain } from '../../wallet/loadRegistryChain';
import { notSignedIn } from '../../writes/currentAuthor';
import type { KeyRequestDeps } from './keyRequest';
import { browserPostingKeys } from './postingKeys';

interface BrowserInput {
  gateway: GatewayClient;
  settings: GatewaySettings;
  /** The signed-in account's token, read when the gateway is asked to sign. */
  token: () => string | null;
  fid: number;
  signal?: AbortSignal;
  send?: KeyRequestDeps['send'];
}

/**
 * A run's dependencies in this browser: the gateway's key request routes, the client API named in
 * Settings or else by the gateway, the KeyRegistry of the chain the gateway reads (the registry chain
 * FID mode uses), the signer key store, localStorage and the clock.
 */
export function browserKeyRequestDeps({ gateway, settings, token, fid, signal = new AbortController().signal, send = () => {} }: BrowserInput): KeyRequestDeps {
  const calls = signerRequestCalls(gateway.config);
  return {
    fid,
    gateway: {
      settings: calls.settings,
      isCastline: async () => (await gateway.limits()) !== null,
      async sign(key) {
        const current = token();
        if (!current) throw notSignedIn();
        return calls.sign({ key, token: current });
      },
    },
    clientApiUrl: (named) => farcasterServiceUrl(loadFarcasterServices(localStorage).clientApiUrl, named),
    clientApi: (baseUrl) => farcasterClientApi(baseUrl),
    keyState: async (key) => {
      const chain = await loadRegistryChain(settings);
      return chain ? keyStateOnChain(chain, fid, key) : null;
    },
    keys: browserPostingKeys,
    storage: localStorage,
    now: Date.now,
    wait: (ms) =>
      new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      }),
    signal,
    send,
  };
}
