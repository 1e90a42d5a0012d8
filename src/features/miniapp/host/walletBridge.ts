import { hexToString, isHex } from 'viem';
import type { ConnectedWallet } from '../../../wallet/activeWallet';
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
  wallet(): Promise<ConnectedWallet | null>;
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
 * The EIP-1193 provider a Mini App sees: every request goes to the wallet connected to Castline,
 * and every one that reveals the account, signs or sends waits for the person's answer in
 * Castline's window. The account is hidden (`eth_accounts` is empty) until they share it.
 */
export function createWalletBridge({ appName, wallet, ask }: BridgeDeps): WalletBridge {
  let shared = false;
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((l) => l(...args));

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const connected = await wallet();
    if (!connected) throw new ProviderError(4100, 'No wallet is connected to Castline. Connect one there first.');
    if (WITHOUT_APPROVAL.has(method)) return connected.provider.request({ method, ...(params !== undefined && { params }) });
    if (method === 'eth_accounts') return shared ? [connected.address] : [];
    const approved = await ask(describeRequest(appName, method, params, connected.address));
    if (!approved) throw new ProviderError(4001, 'The request was rejected in Castline.');
    const result = await connected.provider.request({ method, ...(params !== undefined && { params }) });
    if (method === 'eth_requestAccounts') {
      shared = true;
      emit('accountsChanged', [connected.address]);
      return [connected.address];
    }
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
