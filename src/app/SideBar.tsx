import { lazy, Suspense, useEffect, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { PenIcon } from '../components/navigationIcons';
import { AccountControls } from '../features/account/AccountControls';
import { useSession } from '../services/useSession';
import { openComposeDialog, useComposeDialog } from '../widgets/composer/composeDialogStore';
import { SideNavigation } from './Navigation';
import { SideBarChannels } from './SideBarChannels';
import { homePath } from './routePaths';
import { SIDE_BAR_WIDTH } from './sideBarWidth';

// The composer and its signing code arrive only when the dialog first opens.
const ComposeDialog = lazy(() => import('../widgets/composer/ComposeDialog'));

/** Wide screens' left column: the name, the destinations, the Cast button, the channels one follows (where labels fit) and the account. */
export default function SideBar({ labelled }: { labelled: boolean }) {
  const compose = useComposeDialog();
  const signedIn = useSession().identity !== null;
  const [composeLoaded, setComposeLoaded] = useState(false);
  useEffect(() => {
    if (compose.open) setComposeLoaded(true);
  }, [compose.open]);
  return (
    <header className={`sticky top-0 z-30 flex h-dvh flex-col items-center gap-4 px-2 py-3 lg:items-stretch lg:px-4 ${SIDE_BAR_WIDTH}`}>
      <NavLink to={homePath()} className="px-3 py-1 text-xl font-extrabold tracking-tight text-violet-800 dark:text-violet-300" aria-label="Castline">
        <span aria-hidden="true" className="lg:hidden">
          C
        </span>
        <span aria-hidden="true" className="hidden lg:inline">
          Castline
        </span>
      </NavLink>
      <SideNavigation />
      <button type="button" className="btn btn-primary h-12 w-12 p-0 text-base lg:w-full" onClick={openComposeDialog} aria-keyshortcuts="n">
        <PenIcon />
        <span className="sr-only lg:not-sr-only">Cast</span>
      </button>
      {composeLoaded && (
        <Suspense fallback={null}>
          <ComposeDialog open={compose.open} />
        </Suspense>
      )}
      {labelled && signedIn && <SideBarChannels />}
      <div className="mt-auto w-full">
        <AccountControls compact={!labelled} menuPlacement="beside" />
      </div>
    </header>
  );
}
