import { lazy, Suspense, useState } from 'react';
import { sessionStatus } from '../../auth/session';
import { useSession } from '../../services/useSession';

// The wallet libraries load only when the person asks to connect, never in the first download;
// no one is signed in on a first visit (the session lives in memory), so neither is their menu.
const WalletDialog = lazy(() => import('./WalletDialog'));
const SignedInMenu = lazy(() => import('./SignedInMenu'));

/**
 * Who is signed in, as a button opening a small menu (switch account, sign out); a sign-in button
 * otherwise. `compact` keeps it to the picture on narrow bars, so the bar never wraps.
 */
export function AccountMenu({ compact = false }: { compact?: boolean }) {
  const state = useSession();
  const status = sessionStatus(state);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);

  const openDialog = () => {
    setEverOpened(true);
    setDialogOpen(true);
  };

  const identity = status === 'signed-in' ? state.identity : null;
  return (
    <div className="relative">
      {identity ? (
        <Suspense fallback={<span className="block h-10 w-10" />}>
          <SignedInMenu identity={identity} compact={compact} onSwitch={openDialog} />
        </Suspense>
      ) : (
        <button type="button" className="btn btn-primary whitespace-nowrap" onClick={openDialog} aria-haspopup="dialog">
          {status === 'expired' ? 'Sign in again' : status === 'disconnected' ? 'Connect wallet' : 'Sign in'}
        </button>
      )}
      {everOpened && (
        <Suspense fallback={null}>
          <WalletDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
