import { hexToString, isHex, numberToHex } from 'viem';
import type { ConnectedWallet } from '../../../wallet/activeWallet';
import { AccountWalletError, type AccountWallet } from '../../../wallet/accountWallet';
import type { ApprovalRequest } from './approvals';

/** EIP-1193 errors as the SDK turns them back into its own classes (4001 → UserRejectedRequestError…). */
export class ProviderError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

type Listener = (...args: unknown[]) => void;

export interface BridgeDeps {
  appName: string;
  /** The signed-in account's wallet; null when nobody is signed in with one. */
  wallet: AccountWallet | null;
  /** The chain the wallet was on when the app opened, answered before the wallet is connected. */
  chainId: number;
  ask(request: ApprovalRequest): Promise<boolean>;
}

export interface WalletBridge {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
}

// Reading which chain the wallet is on reveals nothing about the person.
const WITHOUT_APPROVAL = new Set(['eth_chainId', 'net_version']);

const paramsOf = (params: unknown): unknown[] => (Array.isArray(params) ? params : params === undefined ? [] : [params]);

function readable(value: unknown): string {
  return typeof value === 'string' && isHex(value) ? hexToString(value) : String(value);
}

/** What the person is asked, in words, for each kind of request. */
export function describeRequest(appName: string, method: string, params: unknown, address: string): ApprovalRequest {
  const args = paramsOf(params);
  switch (method) {
    case 'eth_requestAccounts':
      return { title: `Share your wallet address with ${appName}?`, detail: address, approveLabel: 'Share address' };
    case 'personal_sign':
      return { title: `Sign a message for ${appName}?`, detail: readable(args[0]), approveLabel: 'Sign' };
    case 'eth_signTypedData_v4':
      return { title: `Sign typed data for ${appName}?`, detail: typeof args[1] === 'string' ? args[1] : JSON.stringify(args[1], null, 2), approveLabel: 'Sign' };
    case 'eth_sendTransaction':
      return { title: `Send a transaction for ${appName}?`, detail: JSON.stringify(args[0], null, 2), approveLabel: 'Send' };
    case 'wallet_switchEthereumChain':
      return { title: `Switch your wallet's network for ${appName}?`, detail: JSON.stringify(args[0]), approveLabel: 'Switch' };
    default:
      return { title: `Pass a ${method} request from ${appName} to your wallet?`, detail: args.length ? JSON.stringify(args, null, 2) : null, approveLabel: 'Allow' };
  }
}

/**
 * The EIP-1193 provider a Mini App sees: every request goes to the wallet the signed-in account signed
 * in with, and every one that reveals the account, signs or sends waits for the person's answer in
 * Castline's window. The account is hidden (`eth_accounts` is empty) until they share it. A tab that
 * has not connected the wallet yet (handed the session, or reloaded) connects it once the person
 * approves a request, not before; a connection that fails is told in a sentence.
 */
export function createWalletBridge({ appName, wallet, ask, chainId }: BridgeDeps): WalletBridge {
  let shared = false;
  let connected: ConnectedWallet | null = null;
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((l) => l(...args));

  async function connect(account: AccountWallet): Promise<ConnectedWallet> {
    try {
      connected ??= await account.connect();
      return connected;
    } catch (error) {
      if (error instanceof AccountWalletError) throw new ProviderError(error.declined ? 4001 : 4100, error.message);
      throw error;
    }
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    if (!wallet) throw new ProviderError(4100, 'Nobody is signed in to Castline with a wallet. Sign in there with one first.');
    const forward = (to: ConnectedWallet) => to.provider.request({ method, ...(params !== undefined && { params }) });
    if (WITHOUT_APPROVAL.has(method)) {
      if (connected) return forward(connected);
      return method === 'eth_chainId' ? numberToHex(chainId) : String(chainId);
    }
    if (method === 'eth_accounts') return shared ? [wallet.address] : [];
    const approved = await ask(describeRequest(appName, method, params, wallet.address));
    if (!approved) throw new ProviderError(4001, 'The request was rejected in Castline.');
    const to = await connect(wallet);
    if (method === 'eth_requestAccounts') {
      shared = true;
      emit('accountsChanged', [wallet.address]);
      return [wallet.address];
    }
    const result = await forward(to);
    if (method === 'wallet_switchEthereumChain') emit('chainChanged', (paramsOf(params)[0] as { chainId?: string } | undefined)?.chainId);
    return result;
  }

  return {
    request,
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };
}
