import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { badgeCount } from '../components/formats';
import { useSession } from '../services/useSession';
import { DESTINATIONS, phoneTabs, type Destination } from './destinations';

const noBadge = () => 0;

/**
 * "Notifications 3 unseen": the link's name is its label and, unseen, the count drawn on its icon, read
 * after the label from text only a screen reader reads; the name is what the link shows, so a person can
 * say what they see.
 */
function UnseenWords({ count }: { count: number }) {
  return count > 0 ? <span className="sr-only">{count} unseen</span> : null;
}

function DestinationIcon({ destination, count, className }: { destination: Destination; count: number; className: string }) {
  const Icon = destination.icon;
  return (
    <span className="relative">
      <Icon className={className} />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-1.5 -top-1 min-w-4 rounded-full bg-violet-700 px-1 text-center text-[0.65rem] font-bold leading-4 text-white dark:bg-violet-400 dark:text-zinc-950"
        >
          {badgeCount(count)}
        </span>
      )}
    </span>
  );
}

function SideLink({ destination, path }: { destination: Destination; path: string }) {
  const count = (destination.useBadge ?? noBadge)();
  return (
    <NavLink
      to={path}
      end={destination.exact ?? false}
      title={destination.label}
      className={({ isActive }) =>
        `flex min-h-12 items-center gap-4 rounded-full px-3 text-lg hover:bg-zinc-100 dark:hover:bg-zinc-900 ${isActive ? 'font-bold' : ''}`
      }
    >
      <DestinationIcon destination={destination} count={count} className="h-6 w-6" />
      <span className="sr-only lg:not-sr-only">{destination.label}</span>
      <UnseenWords count={count} />
    </NavLink>
  );
}

function TabLink({ destination, path }: { destination: Destination; path: string }) {
  const count = (destination.useBadge ?? noBadge)();
  return (
    <NavLink
      to={path}
      end={destination.exact ?? false}
      className={({ isActive }) =>
        `flex h-14 flex-col items-center justify-center gap-0.5 text-xs ${isActive ? 'font-bold text-violet-800 dark:text-violet-300' : 'text-zinc-600 dark:text-zinc-400'}`
      }
    >
      <DestinationIcon destination={destination} count={count} className="h-6 w-6" />
      <span>
        {destination.label}
        <UnseenWords count={count} />
      </span>
    </NavLink>
  );
}

function useReachable(phone = false) {
  const viewer = useSession().identity;
  const reachable = DESTINATIONS.flatMap((destination) => {
    const path = destination.path(viewer);
    return path === null ? [] : [{ destination, path }];
  });
  return phone ? phoneTabs(reachable) : reachable;
}

/** The side bar's list: icon and label, the label hidden on medium screens where the bar is narrow. */
export function SideNavigation() {
  return (
    <nav aria-label="Main">
      <ul className="flex flex-col gap-1">
        {useReachable().map(({ destination, path }) => (
          <li key={destination.label}>
            <SideLink destination={destination} path={path} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The phone's tab bar at the bottom of the screen; `children` float above it (the compose button). */
export function TabBar({ children }: { children?: ReactNode }) {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-zinc-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95"
    >
      <ul className="flex">
        {useReachable(true).map(({ destination, path }) => (
          <li key={destination.label} className="flex-1">
            <TabLink destination={destination} path={path} />
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}
