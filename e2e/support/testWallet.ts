import type { Page } from '@playwright/test';
import { createWalletClient, http, type Hex, type LocalAccount, type TypedDataDefinition } from 'viem';
import { foundry } from 'viem/chains';
import { devAccount } from '../../gateway/chain/devAccounts';

export { devAccount };

export interface TestWalletOptions {
  /** Announced through EIP-6963 under this name; "MetaMask" makes the MetaMask path the tested one. */
  name?: string;
  rdns?: string;
  /** The EIP-6963 icon, a data: URL. */
  icon?: string;
  accounts?: LocalAccount[];
  chainId?: number;
  /** A chain the wallet sends transactions to (FID mode). */
  chainUrl?: string;
}

type RpcResult = { result: unknown } | { error: { code: number; message: string } };

const ICON =
  'data:image/svg+xml;base64,' +
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#f6851b"/></svg>').toString('base64');

/**
 * An EIP-1193 wallet injected into the page whose keys stay in Node: the page forwards each request
 * to `handle`, which signs with a viem account. It announces itself like MetaMask does.
 */
export class TestWallet {
  readonly accounts: LocalAccount[];
  private active = 0;
  private connected = false;
  private chainId: number;
  private rejectNext = false;
  private impostor: LocalAccount | null = null;
  readonly requests: { method: string; params: unknown[] }[] = [];

  constructor(
    private readonly page: Page,
    private readonly options: TestWalletOptions,
  ) {
    this.accounts = options.accounts ?? [devAccount(0), devAccount(1)];
    this.chainId = options.chainId ?? 1;
  }

  get address(): `0x${string}` {
    return this.accounts[this.active]!.address;
  }

  /** The next signature request is declined, as a person pressing "Reject" would. */
  rejectNextRequest(): void {
    this.rejectNext = true;
  }

  /** Signatures come from another key than the connected account (the server must refuse them). */
  signAs(account: LocalAccount | null): void {
    this.impostor = account;
  }

  async switchAccount(index: number): Promise<void> {
    this.active = index;
    await this.page.evaluate((accounts) => (window as unknown as TestWalletWindow).__testWalletEmit('accountsChanged', accounts), [this.address]);
  }

  async handle(method: string, params: unknown[]): Promise<RpcResult> {
    this.requests.push({ method, params });
    const account = this.accounts[this.active]!;
    const signer = this.impostor ?? account;
    const needsApproval = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_requestAccounts'].includes(method);
    if (needsApproval && this.rejectNext) {
      this.rejectNext = false;
      return { error: { code: 4001, message: 'User rejected the request.' } };
    }
    switch (method) {
      case 'eth_requestAccounts':
        this.connected = true;
        return { result: [account.address] };
      case 'eth_accounts':
        return { result: this.connected ? [account.address] : [] };
      case 'eth_chainId':
        return { result: `0x${this.chainId.toString(16)}` };
      case 'wallet_switchEthereumChain': {
        const [{ chainId }] = params as [{ chainId: Hex }];
        this.chainId = Number(chainId);
        return { result: null };
      }
      case 'wallet_requestPermissions':
      case 'wallet_revokePermissions':
        return { result: null };
      case 'personal_sign':
        return { result: await signer.signMessage({ message: { raw: params[0] as Hex } }) };
      case 'eth_signTypedData_v4':
        return { result: await signer.signTypedData(JSON.parse(params[1] as string) as TypedDataDefinition) };
      case 'eth_sendTransaction': {
        if (!this.options.chainUrl) return { error: { code: 4200, message: 'This test wallet has no chain.' } };
        const client = createWalletClient({ account, chain: { ...foundry, id: this.chainId }, transport: http(this.options.chainUrl) });
        const [tx] = params as [{ to: Hex; data?: Hex; value?: Hex; gas?: Hex }];
        const hash = await client.sendTransaction({
          to: tx.to,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        });
        return { result: hash };
      }
      default:
        return { error: { code: 4200, message: `The test wallet does not support ${method}.` } };
    }
  }
}

interface TestWalletWindow {
  __testWalletRequest(method: string, params: unknown[]): Promise<RpcResult>;
  __testWalletEmit(event: string, data: unknown): void;
}

export async function installTestWallet(page: Page, options: TestWalletOptions = {}): Promise<TestWallet> {
  const wallet = new TestWallet(page, options);
  await page.exposeFunction('__testWalletRequest', (method: string, params: unknown[]) => wallet.handle(method, params));
  await page.addInitScript(
    ({ name, rdns, icon }) => {
      const w = window as unknown as TestWalletWindow & { ethereum?: unknown };
      const listeners = new Map<string, Set<(data: unknown) => void>>();
      const provider = {
        isMetaMask: rdns === 'io.metamask',
        async request({ method, params }: { method: string; params?: unknown[] }) {
          const answer = await w.__testWalletRequest(method, params ?? []);
          if ('error' in answer) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
          return answer.result;
        },
        on(event: string, listener: (data: unknown) => void) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
        },
        removeListener(event: string, listener: (data: unknown) => void) {
          listeners.get(event)?.delete(listener);
        },
      };
      w.__testWalletEmit = (event, data) => listeners.get(event)?.forEach((listener) => listener(data));
      w.ethereum = provider;
      const detail = Object.freeze({ info: { uuid: crypto.randomUUID(), name, icon, rdns }, provider });
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { name: options.name ?? 'MetaMask', rdns: options.rdns ?? 'io.metamask', icon: options.icon ?? ICON },
  );
  return wallet;
}
