import { lazy, Suspense } from 'react';
import { NavLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { useSession } from '../services/useSession';
import { AccountControls } from '../features/account/AccountControls';
import { SessionBanner } from '../features/account/SessionBanner';
import { appsPath, channelsPath, homePath, profilePath, searchPath, settingsPath } from './routePaths';
import { usePaletteKey } from '../features/search/usePaletteKey';
import { MiniAppSlot } from '../features/miniapp/MiniAppSlot';
import { NotificationsNavLink } from '../features/notifications/NotificationsNavLink';

const CommandPalette = lazy(async () => ({ default: (await import('../features/search/CommandPalette')).CommandPalette }));

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-zinc-200 dark:bg-zinc-800' : 'hover:bg-zinc-100 dark:hover:bg-zinc-900'}`;

export function Layout() {
  const viewer = useSession().identity;
  const [paletteOpen, setPaletteOpen] = usePaletteKey();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-zinc-900"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-20 border-b border-zinc-200 bg-white/90 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/90">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-2 px-3 py-2">
          <div className="flex items-center gap-2">
            <NavLink to={homePath()} className="mr-1 text-lg font-extrabold tracking-tight text-violet-800 dark:text-violet-300">
              Castline
            </NavLink>
            <nav aria-label="Main">
              <ul className="flex items-center gap-1">
                <li>
                  <NavLink to={homePath()} end className={navClass}>
                    Home
                  </NavLink>
                </li>
                {viewer && (
                  <li>
                    <NotificationsNavLink className={navClass} />
                  </li>
                )}
                {viewer && (
                  <li>
                    <NavLink to={profilePath(viewer.fid)} className={navClass}>
                      Profile
                    </NavLink>
                  </li>
                )}
                <li><NavLink to={searchPath()} className={navClass}>Search</NavLink></li>
                <li><NavLink to={channelsPath()} className={navClass}>Channels</NavLink></li>
                <li><NavLink to={appsPath()} className={navClass}>Apps</NavLink></li>
                <li>
                  <NavLink to={settingsPath()} className={navClass}>
                    Settings
                  </NavLink>
                </li>
              </ul>
            </nav>
          </div>
          <AccountControls />
        </div>
        <SessionBanner />
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 outline-none">
        <Outlet />
      </main>
      {paletteOpen && <Suspense><CommandPalette onClose={() => setPaletteOpen(false)} /></Suspense>}
      <MiniAppSlot />
      <ScrollRestoration />
    </div>
  );
}
