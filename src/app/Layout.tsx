import { MiniAppSlot } from '../features/miniapp/MiniAppSlot';
import { homePath } from './routePaths';
import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { AccountControls } from '../features/account/AccountControls';
import { SIDE_BAR_WIDTH } from './sideBarWidth';
import { usePaletteKey } from '../features/search/usePaletteKey';
import { useMediaQuery, WIDE_SCREEN } from '../components/useMediaQuery';
import { ShellKeys } from './ShellKeys';

// Each viewport fetches only its own navigation: the side bar on wide screens, the tab bar on phones.
const SideBar = lazy(() => import('./SideBar'));
const PhoneBars = lazy(() => import('./PhoneBars'));
// Shown only on the widest screens, beside the feed: never what the first paint waits for.
const SuggestedChannels = lazy(() => import('./SuggestedChannels'));
// Needed from the first move to another screen on, not for the first paint.
const ScrollPlaces = lazy(() => import('./ScrollPlaces'));
// The session and offline banners, the outbox's sender and the service worker's registration: after the first paint.
const ShellBanners = lazy(() => import('./ShellBanners'));
// Ctrl/Cmd+K or `/`: only the key listener is in the first download.
const CommandPalette = lazy(async () => ({ default: (await import('../features/search/CommandPalette')).CommandPalette }));


/**
 * The app's frame. Wide screens: a side bar (destinations, the Cast button, the account), the
 * screen in the middle and suggestions on the right. Phones: a slim top bar, the screen, a tab
 * bar at the bottom and a floating compose button.
 */
export function Layout() {
  const wide = useMediaQuery(WIDE_SCREEN);
  const labelled = useMediaQuery('(min-width: 64rem)');
  // Only where the column shows is it loaded, so narrower screens never ask the gateway for it.
  const suggesting = useMediaQuery('(min-width: 80rem)');
  const [paletteOpen, setPaletteOpen] = usePaletteKey();

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-zinc-900"
      >
        Skip to content
      </a>
      <div className="mx-auto flex w-full max-w-[80rem] justify-center">
        {wide && (
          <Suspense fallback={<div className={SIDE_BAR_WIDTH} />}>
            <SideBar labelled={labelled} />
          </Suspense>
        )}
        <div className="min-w-0 max-w-[40rem] flex-1 border-zinc-200 md:border-x dark:border-zinc-800">
          <div data-sticky-top="" className="sticky top-0 z-20">
            {!wide && (
              <header className="flex h-14 items-center justify-between gap-3 border-b border-zinc-200 bg-white/95 px-4 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95">
                <Link to={homePath()} className="whitespace-nowrap text-xl font-extrabold tracking-tight text-violet-800 dark:text-violet-300">
                  Castline
                </Link>
                <AccountControls compact menuPlacement="below" />
              </header>
            )}
            <Suspense fallback={null}>
              <ShellBanners />
            </Suspense>
          </div>
          <main id="main" tabIndex={-1} className={`outline-none ${wide ? '' : 'pb-[calc(8.5rem+env(safe-area-inset-bottom))]'}`}>
            <Outlet />
          </main>
        </div>
        {suggesting && (
          <aside aria-label="Suggestions" className="sticky top-0 flex h-dvh w-80 shrink-0 flex-col gap-4 px-4 py-3">
            <Suspense fallback={null}>
              <SuggestedChannels />
            </Suspense>
          </aside>
        )}
      </div>
      {paletteOpen && (
        <Suspense fallback={null}>
          <CommandPalette onClose={() => setPaletteOpen(false)} />
        </Suspense>
      )}
      <MiniAppSlot />
      {/* With the first screen, not with the lazily loaded bars: a key pressed at once still counts. */}
      <ShellKeys wide={wide} />
      {/* Last, so its effects run after the screen's own: a list's first layout may scroll the window. */}
      <Suspense fallback={null}>
        <ScrollPlaces />
      </Suspense>
      {!wide && (
        <Suspense fallback={null}>
          <PhoneBars />
        </Suspense>
      )}
    </div>
  );
}
