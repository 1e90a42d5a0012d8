import type { Config } from 'wagmi';
import { connect, getConnection, getConnectors } from 'wagmi/actions';
import { signedInWithFarcaster } from '../auth/farcasterAccount';
import { sameAddress, type Address, type SessionState } from '../auth/session';
import { shortAddress } from '../components/shortAddress';
import { AppError, isWalletRejection } from '../errors/appError';
import type { ConnectedWallet, WalletProvider } from './activeWallet';

/** The signed-in account as a wallet holds it: its address, and the wallet it signed in with. */
export interface WalletAccount {
  address: Address;
  walletName: string;
}

/** The signed-in account and its wallet; null signed out, or signed in with Farcaster, which leaves no wallet here. */
export function walletAccountOf(session: Pick<SessionState, 'token' | 'address' | 'walletName' | 'identity'>): WalletAccount | null {
  if (!session.token || !session.address || !session.walletName || signedInWithFarcaster(session)) return null;
  return { address: session.address, walletName: session.walletName };
}

/** The signed-in account's wallet as a Mini App may use it: its address at once, the connection only on the person's act. */
export interface AccountWallet {
  address: Address;
  connect(): Promise<ConnectedWallet>;
}

/** Why the account's wallet cannot serve a request, in a sentence; `declined` when the person said no in the wallet. */
export class AccountWalletError extends AppError {
  override name = 'AccountWalletError';
  constructor(
    message: string,
    readonly declined: boolean,
    cause?: unknown,
  ) {
    super('wallet', message, { cause });
  }
}

/**
 * The wallet holding `account`, connected at this moment when this tab has not connected it yet (a tab
 * handed the session, or reloaded, never did): call it only on the person's deliberate act, since the
 * wallet may ask them. It must hold the account itself, not only another one.
 */
export async function connectAccountWallet(config: Config, account: WalletAccount): Promise<ConnectedWallet> {
  const connector = getConnectors(config).find((c) => c.name === account.walletName);
  if (!connector) {
    throw new AccountWalletError(`${account.walletName}, the wallet you signed in with, is not in this browser. Open Castline where it is, or sign in with a wallet you have here.`, false);
  }
  let provider: WalletProvider;
  let accounts: readonly string[];
  try {
    const current = getConnection(config);
    if (current.status !== 'connected' || current.connector.uid !== connector.uid) await connect(config, { connector });
    provider = (await connector.getProvider()) as WalletProvider;
    // Asked of the wallet itself: an account another tab made since is not in wagmi's list of this connection.
    accounts = (await provider.request({ method: 'eth_accounts' })) as string[];
  } catch (error) {
    if (isWalletRejection(error)) throw new AccountWalletError(`You declined to connect ${account.walletName}, so nothing was shared or signed.`, true, error);
    throw new AccountWalletError(`${account.walletName} could not be connected. Check that it is unlocked, then try again.`, false, error);
  }
  if (!accounts.some((a) => sameAddress(a, account.address))) {
    throw new AccountWalletError(`${account.walletName} is on another account. Switch it to ${shortAddress(account.address)}, the account signed in here, then try again.`, false);
  }
  return { address: account.address, chainId: getConnection(config).chainId ?? 1, provider };
}
