import { lazy, Suspense, useState } from 'react';
import { useServices } from '../../services/services';
import { sessionStatus } from '../../auth/session';
import { useSession } from '../../services/useSession';
import { shortAddress } from '../../components/shortAddress';

// The wallet libraries load only when the person asks to connect, never in the first download.
const WalletDialog = lazy(() => import('./WalletDialog'));

export function AccountControls() {
  const { session } = useServices();
  const state = useSession();
  const status = sessionStatus(state);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);

  const openDialog = () => {
    setEverOpened(true);
    setOpen(true);
  };

  return (
    <div className="flex items-center gap-2">
      {status === 'signed-in' && state.identity ? (
        <>
          <span className="hidden text-sm sm:inline" data-testid="signed-in-as">
            Signed in as{' '}
            <span className="font-semibold">
              {state.identity.layer === 'L1' ? `FID ${state.identity.fid}` : shortAddress(state.identity.fid)}
            </span>
            <span className="ml-1 rounded bg-zinc-200 px-1.5 py-0.5 text-xs font-semibold dark:bg-zinc-800">
              {state.identity.layer}
            </span>
          </span>
          <button type="button" className="btn btn-quiet" onClick={() => session.dispatch({ type: 'signed-out' })}>
            Sign out
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-primary" onClick={openDialog} aria-haspopup="dialog">
          {status === 'expired' ? 'Sign in again' : status === 'disconnected' ? 'Connect wallet' : 'Sign in'}
        </button>
      )}
      {everOpened && (
        <Suspense fallback={null}>
          <WalletDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
