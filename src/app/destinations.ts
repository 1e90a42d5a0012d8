import type { Identity } from '../auth/session';
import { AppsIcon, BellIcon, HomeIcon, ProfileIcon, SettingsIcon } from '../components/navigationIcons';
import type { IconComponent } from '../components/icons';
import { useUnseenNotificationsCount } from '../queries/useUnseenNotificationsCount';
import { appsPath, homePath, notificationsPath, profilePath, settingsPath } from './routePaths';

/** A place the navigation leads to. A new screen joins the side bar and the phone's tab bar with one line here. */
export interface Destination {
  label: string;
  icon: IconComponent;
  /** Where it leads for this viewer; null hides it (a profile needs someone signed in). */
  path(viewer: Identity | null): string | null;
  /** Active only on exactly this path, not below it. */
  exact?: boolean;
  /** A hook giving the count drawn on the icon and said in the link's name (unseen notifications); 0 draws nothing. */
  useBadge?: () => number;
}

function useUnseenBadge(): number {
  return useUnseenNotificationsCount() ?? 0;
}

export const DESTINATIONS: readonly Destination[] = [
  { label: 'Home', icon: HomeIcon, path: () => homePath(), exact: true },
  { label: 'Notifications', icon: BellIcon, path: (viewer) => (viewer ? notificationsPath() : null), useBadge: useUnseenBadge },
  { label: 'Apps', icon: AppsIcon, path: () => appsPath() },
  { label: 'Profile', icon: ProfileIcon, path: (viewer) => (viewer ? profilePath(viewer.fid) : null) },
  { label: 'Settings', icon: SettingsIcon, path: () => settingsPath() },
];
