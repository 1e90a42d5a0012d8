import { parseCastHash } from '../api/ids';
import type { CastHash, Fid } from '../api/model';
import { useRef, useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useServices } from '../services/services';
import { ServicesProvider } from './ServicesProvider';
import { prefetchFeed, prefetchProfile, prefetchThread } from '../queries/screenPrefetch';
import { homeCastFeed } from '../features/home/homeFeed';
import { readContextFor, viewerKeyOf } from '../queries/useReadContext';
import { Layout } from './Layout';
import { routePatterns } from './routePaths';
import { profileRefOf } from '../features/profile/profileRef';
import { HomePage } from '../features/home/HomePage';
import { NotFound } from '../components/NotFound';
import { CastSkeletons } from '../components/Skeletons';

// Screens other than home load on demand, keeping the first visit small.
const profile = () => import('../features/profile/ProfilePage');

/** A screen's code, asked for alongside its loader's reads rather than before them. */
const screen = (load: () => Promise<ComponentType>) => ({ Component: load });

/** Reads a screen's loader starts while its code is still on the way. */
interface ScreenReads {
  profile(fid: Fid, withCasts: boolean): void;
  home(params: URLSearchParams): void;
  cast(hash: CastHash): void;
}

function routes(reads: ScreenReads) {
  const profileReads =
    (withCasts: boolean) =>
    ({ params }: LoaderFunctionArgs) => {
      const ref = profileRefOf(decodeURIComponent(params.fid ?? ''));
      if (ref !== null && 'fid' in ref) reads.profile(ref.fid, withCasts);
      return null;
    };
  const homeReads = ({ request }: LoaderFunctionArgs) => {
    reads.home(new URL(request.url).searchParams);
    return null;
  };
  const castReads = ({ params }: LoaderFunctionArgs) => {
    const hash = parseCastHash(decodeURIComponent(params.hash ?? ''));
    if (hash) reads.cast(hash);
    return null;
  };
  return [
    {
      element: <Layout />,
      // Shown while a screen loaded on demand arrives, on the first load of a deep link.
      hydrateFallbackElement: <CastSkeletons />,
      children: [
        { path: routePatterns.home, loader: homeReads, element: <HomePage /> },
        { path: routePatterns.editProfile, lazy: screen(async () => (await import('../features/profile/EditProfilePage')).EditProfilePage) },
        { path: routePatterns.mutes, lazy: screen(async () => (await import('../features/mutes/MutesPage')).MutesPage) },
        { path: routePatterns.drafts, lazy: screen(async () => (await import('../features/drafts/DraftsPage')).DraftsPage) },
        { path: routePatterns.outbox, lazy: screen(async () => (await import('../features/offline/OutboxPage')).OutboxPage) },
        { path: routePatterns.scheduled, lazy: screen(async () => (await import('../features/scheduled/ScheduledPage')).ScheduledPage) },
        { path: routePatterns.bookmarks, lazy: screen(async () => (await import('../features/bookmarks/BookmarksPage')).BookmarksPage) },
        {
          path: routePatterns.settings,
          lazy: screen(async () => {
            const [{ SettingsPage }, { SignerKeySection }] = await Promise.all([import('../features/settings/SettingsPage'), import('../features/account/signer/SignerKeySection')]);
            return () => <SettingsPage signerKey={<SignerKeySection />} />;
          }),
        },
        { path: routePatterns.channel, lazy: screen(async () => (await import('../features/channel/ChannelPage')).ChannelPage) },
        { path: routePatterns.profile, loader: profileReads(true), lazy: screen(async () => (await profile()).ProfileCastsRoute) },
        { path: routePatterns.profileFollowing, loader: profileReads(false), lazy: screen(async () => (await profile()).ProfileFollowingRoute) },
        { path: routePatterns.profileFollowers, loader: profileReads(false), lazy: screen(async () => (await profile()).ProfileFollowersRoute) },
        { path: routePatterns.apps, lazy: screen(async () => (await import('../features/miniapp/AppsPage')).AppsPage) },
        { path: routePatterns.compose, lazy: screen(async () => (await import('../features/compose/ComposePage')).ComposePage) },
        { path: routePatterns.notifications, lazy: screen(async () => (await import('./dailyScreens')).NotificationsPage) },
        { path: routePatterns.channels, lazy: screen(async () => (await import('../features/channel/ChannelsPage')).ChannelsPage) },
        { path: routePatterns.search, lazy: screen(async () => (await import('../features/search/SearchPage')).SearchPage) },
        { path: routePatterns.castReactors, lazy: screen(async () => (await import('./dailyScreens')).ReactorsPage) },
        { path: routePatterns.cast, loader: castReads, lazy: screen(async () => (await import('../features/thread/ThreadPage')).ThreadPage) },
        { path: routePatterns.handle, lazy: screen(async () => (await profile()).UsernamePage) },
        { path: '*', element: <NotFound what="There is no page at this address." /> },
      ],
    },
  ];
}

function AppRouter() {
  const services = useServices();
  const client = useQueryClient();
  // The router outlives a change of gateway or viewer; its loaders read the current ones.
  const current = useRef({ services, client });
  current.current = { services, client };
  const signedIn = () => current.current.services.session.getState().identity !== null;
  const readContext = () => {
    const { services, client } = current.current;
    return readContextFor(services.gateway, client, viewerKeyOf(services.session.getState()));
  };
  const [router] = useState(() =>
    createBrowserRouter(
      routes({
        profile: (fid, withCasts) => prefetchProfile(current.current.client, readContext(), fid, withCasts),
        home: (params) => prefetchFeed(current.current.client, readContext(), homeCastFeed(params, signedIn())),
        cast: (hash) => prefetchThread(current.current.client, readContext(), hash),
      }),
    ),
  );
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <ServicesProvider>
      <AppRouter />
    </ServicesProvider>
  );
}
