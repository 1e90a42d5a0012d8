import type { Identity } from '../auth/session';
import { AppsIcon, BellIcon, ChannelsIcon, HomeIcon, ProfileIcon, SearchIcon, SettingsIcon } from '../components/navigationIcons';
import type { IconComponent } from '../components/icons';
import { useUnseenNotificationsCount } from '../queries/useUnseenNotificationsCount';
import { appsPath, channelsPath, homePath, notificationsPath, profilePath, searchPath, settingsPath } from './routePaths';

/** A place the navigation leads to. A new screen joins the side bar and the phone's tab bar with one line here. */
export interface Destination {
  label: string;
  icon: IconComponent;
  /** Where it leads for this viewer; null hides it (a profile needs someone signed in). */
  path(viewer: Identity | null): string | null;
  /** Active only on exactly this path, not below it. */
  exact?: boolean;
  /** In the phone's tab bar only while it has room (five places); the account menu links to these too. */
  wideOnly?: boolean;
  /** A hook giving the count drawn on the icon and said in the link's name (unseen notifications); 0 draws nothing. */
  useBadge?: () => number;
}

function useUnseenBadge(): number {
  return useUnseenNotificationsCount() ?? 0;
}

export const DESTINATIONS: readonly Destination[] = [
  { label: 'Home', icon: HomeIcon, path: () => homePath(), exact: true },
  { label: 'Search', icon: SearchIcon, path: () => searchPath() },
  { label: 'Notifications', icon: BellIcon, path: (viewer) => (viewer ? notificationsPath() : null), useBadge: useUnseenBadge },
  { label: 'Channels', icon: ChannelsIcon, path: () => channelsPath(), wideOnly: true },
  { label: 'Apps', icon: AppsIcon, path: () => appsPath(), wideOnly: true },
  { label: 'Profile', icon: ProfileIcon, path: (viewer) => (viewer ? profilePath(viewer.fid) : null) },
  { label: 'Settings', icon: SettingsIcon, path: () => settingsPath() },
];

/** The phone's tab bar holds five: every destination that is not wide-only, then wide-only ones in order while there is room. */
export function phoneTabs<T extends { destination: Destination }>(reachable: readonly T[], room = 5): T[] {
  let spare = room - reachable.filter((r) => !r.destination.wideOnly).length;
  return reachable.filter((r) => !r.destination.wideOnly || spare-- > 0);
}
