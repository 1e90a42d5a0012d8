/**
 * Every screen's address: the patterns the route table matches (App.tsx) and the functions that
 * build links to them. Screens link through these and never write a path by hand.
 */

export const routePatterns = {
  home: '/',
  settings: '/settings',
  editProfile: '/settings/profile',
  mutes: '/settings/mutes',
  drafts: '/drafts',
  scheduled: '/scheduled',
  outbox: '/outbox',
  bookmarks: '/bookmarks',
  channel: '/channel/:key',
  profile: '/u/:fid',
  profileFollowing: '/u/:fid/following',
  profileFollowers: '/u/:fid/followers',
  apps: '/apps',
  compose: '/compose',
  notifications: '/notifications',
  search: '/search',
  channels: '/channels',
  yourChannels: '/channels/yours',
  castReactors: '/cast/:hash/:reactions',
  cast: '/cast/:hash',
  /** `/@alice`: the page checks the `@`, since a path segment cannot be matched partly. */
  handle: '/:handle',
} as const;

export const homePath = (): string => routePatterns.home;
export const settingsPath = (): string => routePatterns.settings;
export const appsPath = (): string => routePatterns.apps;
export const editProfilePath = (): string => routePatterns.editProfile;
export const mutesPath = (): string => routePatterns.mutes;
export const draftsPath = (): string => routePatterns.drafts;
export const scheduledPath = (): string => routePatterns.scheduled;
export const outboxPath = (): string => routePatterns.outbox;
export const bookmarksPath = (): string => routePatterns.bookmarks;
export const channelPath = (key: string): string => `/channel/${encodeURIComponent(key)}`;
export const profilePath = (fid: string): string => `/u/${encodeURIComponent(fid)}`;
export const followingPath = (fid: string): string => `${profilePath(fid)}/following`;
export const followersPath = (fid: string): string => `${profilePath(fid)}/followers`;
export const castPath = (hash: string): string => `/cast/${encodeURIComponent(hash)}`;
export const castReactorsPath = (hash: string, kind: 'likes' | 'recasts'): string => `${castPath(hash)}/${kind}`;
export type NotificationsTab = 'all' | 'mentions' | 'apps';

/** The notifications screen, on one of its tabs (all when none is named). */
export const notificationsPath = (tab: NotificationsTab = 'all'): string =>
  tab === 'all' ? routePatterns.notifications : `${routePatterns.notifications}?tab=${tab}`;

export const channelsPath = (): string => routePatterns.channels;
export const yourChannelsPath = (): string => routePatterns.yourChannels;

export type SearchTab = 'casts' | 'users' | 'channels';

/** The search screen for `q`, on one of its tabs (casts when none is named). */
export function searchPath(q = '', tab: SearchTab = 'casts'): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (tab !== 'casts') params.set('tab', tab);
  const query = params.toString();
  return query ? `${routePatterns.search}?${query}` : routePatterns.search;
}

/** The composer, with what it starts from as query parameters (see widgets/composer/composeLink). */
export function composePath(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${routePatterns.compose}?${query}` : routePatterns.compose;
}
