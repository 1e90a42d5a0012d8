import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { EIP1193Provider } from 'viem';

/**
 * A wallet for trying Castline against the local gateway without a browser extension.
 * Its keys are made in this browser and stay in it; it is offered only for a gateway on this computer.
 * It holds one key to begin with and another each time the person adds a throwaway account, and a demo
 * FID's custody key when they sign in as one on a development gateway.
 */
export const THROWAWAY_KEY_STORAGE = 'castline.throwawayWallet';

/** The wallet's own request that makes another account and selects it. */
export const ADD_THROWAWAY_ACCOUNT = 'castline_addThrowawayAccount';

/**
 * The wallet's own request that takes the key given (`params: [key]`, a demo FID's custody key a
 * development gateway hands out) as one of its accounts, once, and selects it.
 */
export const ADD_DEVELOPMENT_ACCOUNT = 'castline_addDevelopmentAccount';

type Key = `0x${string}`;
type KeyStorage = Pick<Storage, 'getItem' | 'setItem'>;
const isKey = (value: unknown): value is Key => typeof value === 'string' && /^0x[0-9a-f]{64}$/i.test(value);

/** The keys kept here (one key alone, as earlier versions kept it, or a list), made if there are none. */
export function loadThrowawayKeys(storage: KeyStorage): Key[] {
  const stored = storage.getItem(THROWAWAY_KEY_STORAGE);
  let keys: Key[] = [];
  if (isKey(stored)) keys = [stored];
  else if (stored?.startsWith('[')) {
    try {
      keys = (JSON.parse(stored) as unknown[]).filter(isKey);
    } catch {
      keys = [];
    }
  }
  if (keys.length > 0) return keys;
  return addThrowawayKey(storage, []);
}

function addThrowawayKey(storage: KeyStorage, keys: readonly Key[], key: Key = generatePrivateKey()): Key[] {
  if (keys.includes(key)) return [...keys];
  const next = [...keys, key];
  storage.setItem(THROWAWAY_KEY_STORAGE, JSON.stringify(next));
  return next;
}

class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A minimal EIP-1193 provider that shows its accounts (the selected one first), signs messages with the
 * account a request names, and makes another account on ADD_THROWAWAY_ACCOUNT; nothing else. The keys
 * are read from storage at each request, so an account another tab made signs here too.
 */
export function createThrowawayProvider(storage: KeyStorage): EIP1193Provider {
  const derived = new Map<Key, PrivateKeyAccount>();
  const accounts = () =>
    loadThrowawayKeys(storage).map((key) => {
      const account = derived.get(key) ?? privateKeyToAccount(key);
      derived.set(key, account);
      return account;
    });
  let selected = accounts().at(-1)!.address;
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const addresses = () => [selected, ...accounts().map((a) => a.address).filter((a) => a !== selected)];

  const select = (key: Key) => {
    selected = privateKeyToAccount(key).address;
    for (const listener of listeners.get('accountsChanged') ?? []) listener(addresses());
    return selected;
  };

  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return addresses();
      case 'eth_chainId':
        return '0x1';
      case 'wallet_switchEthereumChain':
      case 'wallet_requestPermissions':
      case 'wallet_revokePermissions':
        return null;
      case 'personal_sign': {
        const [data, address] = params as [`0x${string}`, string];
        const account = accounts().find((a) => a.address.toLowerCase() === address?.toLowerCase());
        if (!account) throw new ProviderRpcError(4100, 'The throwaway wallet has no such account.');
        return account.signMessage({ message: { raw: data } });
      }
      case ADD_THROWAWAY_ACCOUNT:
        return select(addThrowawayKey(storage, loadThrowawayKeys(storage)).at(-1)!);
      case ADD_DEVELOPMENT_ACCOUNT: {
        const [key] = (Array.isArray(params) ? params : []) as unknown[];
        if (!isKey(key)) throw new ProviderRpcError(-32602, 'A development account is a private key: 0x and 64 hexadecimal digits.');
        addThrowawayKey(storage, loadThrowawayKeys(storage), key.toLowerCase() as Key);
        return select(key);
      }
      default:
        throw new ProviderRpcError(4200, `The throwaway wallet does not support ${method}.`);
    }
  };
  const on = (event: string, listener: (...args: unknown[]) => void) => {
    listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
  };
  const removeListener = (event: string, listener: (...args: unknown[]) => void) => listeners.get(event)?.delete(listener);
  return { request, on, removeListener } as unknown as EIP1193Provider;
}
