import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { EIP1193Provider } from 'viem';

/**
 * A wallet for trying Castline against the local gateway without a browser extension.
 * Its key is made in this browser and stays in it; it is offered only for a gateway on this computer.
 */
export const THROWAWAY_KEY_STORAGE = 'castline.throwawayWallet';

export function loadOrCreateThrowawayKey(storage: Pick<Storage, 'getItem' | 'setItem'>): `0x${string}` {
  const stored = storage.getItem(THROWAWAY_KEY_STORAGE);
  if (stored && /^0x[0-9a-f]{64}$/i.test(stored)) return stored as `0x${string}`;
  const key = generatePrivateKey();
  storage.setItem(THROWAWAY_KEY_STORAGE, key);
  return key;
}

class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A minimal EIP-1193 provider that can show its account and sign messages, nothing else. */
export function createThrowawayProvider(privateKey: `0x${string}`): EIP1193Provider {
  const account = privateKeyToAccount(privateKey);
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [account.address];
      case 'eth_chainId':
        return '0x1';
      case 'wallet_switchEthereumChain':
      case 'wallet_requestPermissions':
      case 'wallet_revokePermissions':
        return null;
      case 'personal_sign': {
        const [data] = params as [`0x${string}`, string];
        return account.signMessage({ message: { raw: data } });
      }
      default:
        throw new ProviderRpcError(4200, `The throwaway wallet does not support ${method}.`);
    }
  };
  return { request, on: () => undefined, removeListener: () => undefined } as unknown as EIP1193Provider;
}
