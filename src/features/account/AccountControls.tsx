import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useServices } from '../../services/services';
import { loadLastAccount } from '../../auth/lastAccount';
import { sameAddress, sessionStatus } from '../../auth/session';
import { useAccounts, useAccountsSettled } from '../../services/useAccounts';
import { useSession } from '../../services/useSession';
import { AccountName } from './AccountName';
import type { WalletIntent } from './WalletDialog';
import type { MenuPlacement } from './AccountMenu';

// The wallet libraries load only when the person asks to connect, never in the first download;
// no one is signed in on a first visit (the session lives in memory), so neither is their menu.
const WalletDialog = lazy(() => import('./WalletDialog'));
const AccountMenu = lazy(() => import('./AccountMenu'));

/**
 * The account corner of the shell: the account menu once someone is signed in, "Continue as …" or a
 * sign-in button otherwise, and the wallet dialog. `compact` keeps it small on narrow bars.
 */
export function AccountControls({ compact = false, menuPlacement }: { compact?: boolean; menuPlacement: MenuPlacement }) {
  const { session, accounts, signInPrompt } = useServices();
  const state = useSession();
  const status = sessionStatus(state);
  const held = useAccounts().accounts.length;
  const settled = useAccountsSettled();
  const requested = useSyncExternalStore(signInPrompt.subscribe, signInPrompt.isRequested);
  // Once opened the dialog stays mounted (closed), so it keeps following the wallet's account.
  const [intent, setIntent] = useState<WalletIntent | null>(null);
  const [open, setOpen] = useState(false);

  const openDialog = (next: WalletIntent) => {
    setIntent(next);
    setOpen(true);
  };
  const closeDialog = () => {
    setOpen(false);
    // Adding given up before the new account signed in: the account it started from is current again, in every tab.
    if (intent?.kind === 'add-account' && intent.from !== null && session.getToken() === null) accounts.switchTo(intent.from);
    signInPrompt.finish(session.getToken() !== null);
  };

  // After a reload with no other tab to hand the session over: one control and one signature; offered
  // again when that signature could not be asked (the gateway out of reach), with the wallet connected.
  const stored = useMemo(() => (status === 'disconnected' || status === 'connected' ? loadLastAccount(localStorage) : null), [status]);
  const last = settled && held === 0 && stored && (status === 'disconnected' || sameAddress(state.address, stored.address)) ? stored : null;

  useEffect(() => {
    if (!requested) return;
    if (session.getToken() !== null) signInPrompt.finish(true);
    else {
      setIntent(last ? { kind: 'continue', account: last } : { kind: 'sign-in' });
      setOpen(true);
    }
  }, [requested, last, session, signInPrompt]);

  return (
    <div className="relative flex items-center gap-2">
      {(status === 'signed-in' || held > 0) && (
        <Suspense fallback={<span className="block h-11 w-11" />}>
          <AccountMenu compact={compact} placement={menuPlacement} onAddAccount={(from) => openDialog({ kind: 'add-account', from })} />
        </Suspense>
      )}
      {/* Until the other tabs had their chance to hand a session over, no sign-in control flashes up. */}
      {status !== 'signed-in' &&
        (status !== 'disconnected' || settled) &&
        (last ? (
          <button type="button" className="btn btn-primary max-w-[16rem]" onClick={() => openDialog({ kind: 'continue', account: last })} aria-haspopup="dialog">
            <span className="shrink-0 whitespace-pre">Continue as </span>
            <AccountName fid={last.identity.fid} className="min-w-0 truncate" />
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => openDialog({ kind: 'sign-in' })} aria-haspopup="dialog">
            {status === 'expired' ? 'Sign in again' : status === 'disconnected' ? 'Connect wallet' : 'Sign in'}
          </button>
        ))}
      {intent && (
        <Suspense fallback={null}>
          <WalletDialog open={open} intent={intent} onClose={closeDialog} />
        </Suspense>
      )}
    </div>
  );
}
