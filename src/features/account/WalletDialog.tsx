import { lazy, Suspense, use, useEffect, useState } from 'react';
import { useConfig, useConnect, useConnectors, useDisconnect, WagmiProvider } from 'wagmi';
import { getConnection, getConnectors, signMessage, watchConnection } from 'wagmi/actions';
import { useServices } from '../../services/services';
import { signedInWithFarcaster } from '../../auth/farcasterAccount';
import { accountKey } from '../../auth/handover';
import type { LastAccount } from '../../auth/lastAccount';
import { sameAddress, sessionStatus, type Address } from '../../auth/session';
import { signIn } from '../../auth/signIn';
import { describeError } from '../../errors/describeError';
import { useSession } from '../../services/useSession';
import { shortAddress } from '../../components/shortAddress';
import { Modal, MODAL_PANEL, ModalHeading } from '../../components/Modal';
import { FarcasterAccount } from './fid/FarcasterAccount';
import { loadRegistryChain } from '../../wallet/loadRegistryChain';
import type { RegistryChain } from '../../wallet/registryChain';
import { publishWalletConfig } from '../../wallet/activeWallet';
import { reconnectedAccounts } from '../../wallet/reconnectWallet';
import { ADD_THROWAWAY_ACCOUNT } from '../../wallet/throwawayWallet';
import { loadDemoAccounts, nextDemoAccount, type DemoAccount } from '../../wallet/demoAccounts';
import { pageWalletConfig, THROWAWAY_CONNECTOR_ID, walletChoices, walletOptionsFor, type WalletChoice } from '../../wallet/walletConfig';
import { useAccounts } from '../../services/useAccounts';
import { signInAsDemoAccount } from './fid/demoSignIn';

// Loaded when the person chooses it: the relay client and the QR code stay out of the wallet dialog.
const FarcasterSignIn = lazy(() => import('./farcaster/FarcasterSignIn'));

const stepText = {
  idle: '',
  'fetching-message': 'Getting the sign-in message from the gateway…',
  'awaiting-signature': 'Check your wallet: it asks you to sign the message below.',
  verifying: 'Checking your signature with the gateway…',
} as const;

/**
 * Keeps the session in step with the wallet: disconnecting or switching account signs the person out.
 * wagmi's useConnectionEffect reports only connecting and disconnecting, not a switch to another
 * account while connected, so the connection is watched directly.
 */
function useWalletWatch() {
  const config = useConfig();
  const { session } = useServices();
  useEffect(
    () =>
      watchConnection(config, {
        onChange(connection) {
          if (connection.status === 'disconnected') session.dispatch({ type: 'wallet-disconnected' });
          else if (connection.status === 'connected') session.dispatch({ type: 'account-changed', address: connection.address });
        },
      }),
    [config, session],
  );
}

/**
 * Why the dialog is open: to sign in; to add another account beside the signed-in one (`from`, its
 * `accountKey`); or to continue as the account last signed in here (the wallet reconnects, then one signature).
 */
export type WalletIntent = { kind: 'sign-in' } | { kind: 'add-account'; from: string | null } | { kind: 'continue'; account: LastAccount };

interface WalletDialogProps {
  open: boolean;
  intent: WalletIntent;
  onClose: () => void;
}

export default function WalletDialog({ open, intent, onClose }: WalletDialogProps) {
  const { settings, walletConnectProjectId } = useServices();
  // Known before the wallet config is made: the config holds the connection, so it must not change later.
  const registryChain = use(loadRegistryChain(settings));
  const demoAccounts = use(loadDemoAccounts(settings.url, registryChain));
  const config = pageWalletConfig(walletOptionsFor(settings, walletConnectProjectId, registryChain));
  useEffect(() => publishWalletConfig(config), [config]);

  return (
    <Modal open={open} onClose={onClose} aria-labelledby="wallet-dialog-title" className={`m-auto w-[min(32rem,calc(100%-2rem))] p-0 backdrop:bg-black/50 ${MODAL_PANEL}`}>
      {/* Reconnecting is the "Continue as …" flow's own step, with only the wallet used last time. */}
      <WagmiProvider config={config} reconnectOnMount={false}>
        <WalletDialogBody open={open} intent={intent} onClose={onClose} registryChain={registryChain} demoAccounts={demoAccounts} />
      </WagmiProvider>
    </Modal>
  );
}

interface BodyProps extends WalletDialogProps {
  registryChain: RegistryChain | null;
  /** A development gateway's demo FIDs (none elsewhere). */
  demoAccounts: readonly DemoAccount[];
}

function WalletDialogBody({ open, intent, onClose, registryChain, demoAccounts }: BodyProps) {
  const { session, gateway } = useServices();
  const state = useSession();
  const demo = nextDemoAccount(demoAccounts, useAccounts().accounts.map((account) => account.identity.fid));
  const status = sessionStatus(state);
  const config = useConfig();
  const connectors = useConnectors();
  const choices = walletChoices(connectors, typeof window !== 'undefined' && 'ethereum' in window);
  const connect = useConnect();
  const { mutate: disconnect } = useDisconnect();
  useWalletWatch();

  // Adding an account: done once signed in as someone else than when the dialog opened.
  const currentKey = state.identity ? accountKey(state.identity) : null;
  const [wasOpen, setWasOpen] = useState(open);
  // Sign in with Farcaster, in place of the wallet choices while chosen; an account signed in with it continues with it.
  const continuesWithFarcaster = intent.kind === 'continue' && signedInWithFarcaster(intent.account);
  const [withFarcaster, setWithFarcaster] = useState(open && continuesWithFarcaster);
  if (open !== wasOpen) {
    setWasOpen(open);
    setWithFarcaster(open && continuesWithFarcaster);
  }
  const adding = intent.kind === 'add-account' && status === 'signed-in' && currentKey === intent.from;

  useEffect(() => {
    if (status === 'signed-in' && open && !adding) onClose();
  }, [status, open, adding, onClose]);

  // "Continue as …": the wallet reconnects without asking, then the one signature.
  // An account signed in with Farcaster has no wallet to reconnect: it continues by signing in with Farcaster again.
  const continuing = intent.kind === 'continue' ? intent.account : null;
  useEffect(() => {
    if (!open || !continuing || continuesWithFarcaster || session.getState().token) return;
    let cancelled = false;
    // Only the wallet used last time: another one (say the throwaway wallet) must not answer for it.
    const used = getConnectors(config).filter((c) => c.name === continuing.walletName);
    void reconnectedAccounts(config, used).then((accounts) => {
      const address = accounts.find((a) => sameAddress(a, continuing.address));
      if (cancelled || !address) return;
      session.dispatch({ type: 'wallet-connected', address, walletName: continuing.walletName ?? 'your wallet' });
      const { identity } = continuing;
      void signIn(gateway, session, {
        address,
        signMessage: (message) => signMessage(config, { message, account: address }),
        ...(identity.layer === 'L1' && identity.signerKey !== null && { fidMode: { fid: identity.fid, signerKey: identity.signerKey as `0x${string}` } }),
      });
    });
    return () => {
      cancelled = true;
    };
  }, [open, continuing, continuesWithFarcaster, config, gateway, session]);

  const pending = connect.isPending ? connect.variables?.connector : undefined;
  const connectingUid = pending && 'uid' in pending ? pending.uid : null;

  // Adding an account with the wallet already connected: the account is chosen in the wallet itself,
  // or, for the throwaway wallet, made anew.
  const [chooseInWallet, setChooseInWallet] = useState<string | null>(null);

  async function connectTo(choice: WalletChoice) {
    const connector = connectors.find((c) => c.uid === choice.uid);
    if (!connector) return;
    setChooseInWallet(null);
    const connectedHere = getConnection(config).connector?.uid === connector.uid;
    if (adding && choice.kind === 'throwaway') {
      // Always a new key, also in a tab that was handed the session and has not connected yet: the
      // wallet's selected account there is the one signed in already.
      const provider = (await connector.getProvider()) as { request(args: { method: string }): Promise<unknown> };
      await provider.request({ method: ADD_THROWAWAY_ACCOUNT });
      if (connectedHere) return;
    } else if (adding && connectedHere) {
      return setChooseInWallet(choice.name);
    }
    // A refusal shows through `connect.error`.
    const connected = await connect.mutateAsync({ connector }).catch(() => null);
    const address = connected?.accounts[0];
    if (address) session.dispatch({ type: 'wallet-connected', address, walletName: choice.name });
  }

  // signIn drives the session's own steps and errors, so signing stays a plain action, not a mutation.
  const signMessageWith = (address: Address) => (message: string) => signMessage(config, { message, account: address });

  function startSignIn(address: Address) {
    void signIn(gateway, session, { address, signMessage: signMessageWith(address) });
  }

  const busy = state.step !== 'idle';
  const throwaway = connectors.find((c) => c.id === THROWAWAY_CONNECTOR_ID);

  if (open && withFarcaster) {
    return (
      <div className="flex flex-col gap-4 p-6">
        <ModalHeading id="wallet-dialog-title" onClose={onClose} className="items-start gap-4">
          {adding ? 'Add another account' : 'Sign in to Castline'}
        </ModalHeading>
        <Suspense fallback={<p className="text-sm">Loading Sign in with Farcaster…</p>}>
          <FarcasterSignIn onBack={() => setWithFarcaster(false)} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 p-6">
      <ModalHeading id="wallet-dialog-title" onClose={onClose} className="items-start gap-4">
        {adding ? 'Add another account' : state.address ? 'Sign in to Castline' : 'Connect a wallet'}
      </ModalHeading>

      {adding && (
        <p className="text-sm">
          Choose another account in your wallet, or connect another wallet below, then sign in with it. You stay signed in
          to the others and can switch between them from the account menu.
        </p>
      )}
      {!state.address || adding ? (
        <>
          {choices.length === 0 ? (
            <p className="text-sm">
              No wallet was found in this browser. Install MetaMask or another Ethereum wallet extension, then reload.
            </p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Wallets">
              {choices.map((choice) => (
                <li key={choice.uid}>
                  <button
                    type="button"
                    className="btn btn-quiet w-full justify-start rounded-xl py-3"
                    disabled={connect.isPending}
                    onClick={() => void connectTo(choice)}
                  >
                    {choice.icon ? (
                      <img src={choice.icon} alt="" width={24} height={24} className="h-6 w-6 shrink-0 object-contain" />
                    ) : (
                      <span aria-hidden="true" className="inline-block h-6 w-6 shrink-0 rounded-full bg-zinc-300 dark:bg-zinc-700" />
                    )}
                    <span className="flex min-w-0 flex-1 flex-col items-start text-left">
                      <span className="whitespace-nowrap">{adding && choice.kind === 'throwaway' ? 'Another throwaway account' : choice.name}</span>
                      {choice.kind === 'throwaway' && <span className="text-xs font-normal">{adding ? 'a new key made in this browser' : 'a key made in this browser, for trying things out'}</span>}
                    </span>
                    {connectingUid === choice.uid && <span className="shrink-0 text-xs font-normal">Connecting…</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="btn btn-quiet w-full justify-start rounded-xl py-3" onClick={() => setWithFarcaster(true)}>
            <span aria-hidden="true" className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-md bg-violet-600 text-xs font-bold text-white">
              F
            </span>
            <span className="flex min-w-0 flex-1 flex-col items-start text-left">
              <span className="whitespace-nowrap">Sign in with Farcaster</span>
              <span className="text-xs font-normal">approve in the Farcaster app, with a QR code or a link</span>
            </span>
          </button>
          {demo && throwaway && (
            <button
              type="button"
              className="btn btn-quiet w-full justify-start rounded-xl py-3"
              disabled={busy}
              onClick={() => void signInAsDemoAccount({ config, throwaway, session, gateway }, demo)}
            >
              <span aria-hidden="true" className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-md bg-amber-400 text-xs font-bold text-zinc-950">
                D
              </span>
              <span className="flex min-w-0 flex-1 flex-col items-start text-left">
                <span>Sign in as a demo account (development)</span>
                <span className="text-xs font-normal">
                  FID {demo.fid} (@{demo.username}), with keys this development gateway hands out; posts go to Farcaster (L1)
                </span>
              </span>
            </button>
          )}
          {chooseInWallet && (
            <p role="status" className="text-sm font-medium">
              {chooseInWallet} is already connected: choose another account in {chooseInWallet} itself, and Castline asks it to sign in.
            </p>
          )}
          {connect.error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {describeError(connect.error)}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="text-sm">
            Connected with {state.walletName ?? 'your wallet'}: <span className="font-mono">{shortAddress(state.address)}</span>.
            {status === 'expired' && ' Your session expired; sign again to continue where you were.'}
          </p>
          <p className="text-sm">
            Signing in asks your wallet to sign a message from the gateway. It is free and sends no transaction.
          </p>
          <p aria-live="polite" className="min-h-5 text-sm font-medium" data-testid="sign-in-step">
            {stepText[state.step]}
          </p>
          {state.message && busy && (
            <figure>
              <figcaption className="mb-1 text-xs font-semibold uppercase tracking-wide">Message to sign</figcaption>
              <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-zinc-100 p-3 text-xs dark:bg-zinc-800" data-testid="sign-in-message">
                {state.message}
              </pre>
            </figure>
          )}
          {state.error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="sign-in-error">
              {describeError(state.error)}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => state.address && startSignIn(state.address)}>
              {busy ? 'Signing in…' : 'Sign in'}
            </button>
            <button type="button" className="btn btn-quiet" disabled={busy} onClick={() => disconnect()}>
              Disconnect
            </button>
          </div>
          <FarcasterAccount chain={registryChain} address={state.address} signMessage={signMessageWith(state.address)} />
        </>
      )}
    </div>
  );
}
