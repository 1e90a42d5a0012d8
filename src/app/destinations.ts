import type { Identity } from '../auth/session';
import { HomeIcon, ProfileIcon, SettingsIcon, type IconComponent } from '../components/icons';
import { profilePath } from '../features/cast/AuthorLine';

/** A place the navigation leads to. A new screen joins the side bar and the phone's tab bar with one line here. */
export interface Destination {
  label: string;
  icon: IconComponent;
  /** Where it leads for this viewer; null hides it (a profile needs someone signed in). */
  path(viewer: Identity | null): string | null;
  /** Active only on exactly this path, not below it. */
  exact?: boolean;
  /** A hook giving the count drawn on the icon (unseen notifications); 0 draws nothing. */
  useBadge?: () => number;
}

export const DESTINATIONS: readonly Destination[] = [
  { label: 'Home', icon: HomeIcon, path: () => '/', exact: true },
  { label: 'Profile', icon: ProfileIcon, path: (viewer) => (viewer ? profilePath(viewer.fid) : null) },
  { label: 'Settings', icon: SettingsIcon, path: () => '/settings' },
];
