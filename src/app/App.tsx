import { fidOf } from '../api/ids';
import type { Fid } from '../api/model';
import { useRef, useState } from 'react';
import { createBrowserRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useServices } from '../services/services';
import { ServicesProvider } from './ServicesProvider';
import { prefetchProfile } from '../queries/profilePrefetch';
import { readContextFor, viewerKeyOf } from '../queries/useReadContext';
import { Layout } from './Layout';
import { routePatterns } from './routePaths';
import { HomePage } from '../features/home/HomePage';
import { NotFound } from '../components/NotFound';
import { CastSkeletons } from '../components/Skeletons';

// Screens other than home load on demand, keeping the first visit small.
const profile = () => import('../features/profile/ProfilePage');

/** Route loaders start a screen's first reads while its code is still on the way. */
type Prefetch = (fid: Fid, withCasts: boolean) => void;

function routes(prefetch: Prefetch) {
  const profileReads =
    (withCasts: boolean) =>
    ({ params }: LoaderFunctionArgs) => {
      if (params.fid) prefetch(fidOf(decodeURIComponent(params.fid)), withCasts);
      return null;
    };
  return [
    {
      element: <Layout />,
      // Shown while a screen loaded on demand arrives, on the first load of a deep link.
      hydrateFallbackElement: <CastSkeletons />,
      children: [
        { path: routePatterns.home, element: <HomePage /> },
        { path: routePatterns.editProfile, lazy: async () => ({ Component: (await import('../features/profile/EditProfilePage')).EditProfilePage }) },
        { path: routePatterns.mutes, lazy: async () => ({ Component: (await import('../features/mutes/MutesPage')).MutesPage }) },
        { path: routePatterns.settings, lazy: async () => ({ Component: (await import('../features/settings/SettingsPage')).SettingsPage }) },
        { path: routePatterns.channel, lazy: async () => ({ Component: (await import('../features/channel/ChannelPage')).ChannelPage }) },
        { path: routePatterns.profile, loader: profileReads(true), lazy: async () => ({ Component: (await profile()).ProfileCastsRoute }) },
        { path: routePatterns.profileFollowing, loader: profileReads(false), lazy: async () => ({ Component: (await profile()).ProfileFollowingRoute }) },
        { path: routePatterns.profileFollowers, loader: profileReads(false), lazy: async () => ({ Component: (await profile()).ProfileFollowersRoute }) },
        { path: routePatterns.apps, lazy: async () => ({ Component: (await import('../features/miniapp/AppsPage')).AppsPage }) },
        { path: routePatterns.compose, lazy: async () => ({ Component: (await import('../features/composer/ComposePage')).ComposePage }) },
        { path: routePatterns.notifications, lazy: async () => ({ Component: (await import('./dailyScreens')).NotificationsPage }) },
        { path: routePatterns.channels, lazy: async () => ({ Component: (await import('../features/channel/ChannelsPage')).ChannelsPage }) },
        { path: routePatterns.search, lazy: async () => ({ Component: (await import('../features/search/SearchPage')).SearchPage }) },
        { path: routePatterns.castReactors, lazy: async () => ({ Component: (await import('./dailyScreens')).ReactorsPage }) },
        { path: routePatterns.cast, lazy: async () => ({ Component: (await import('../features/thread/ThreadPage')).ThreadPage }) },
        { path: routePatterns.handle, lazy: async () => ({ Component: (await profile()).UsernamePage }) },
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
  const [router] = useState(() =>
    createBrowserRouter(
      routes((fid, withCasts) => {
        const { services, client } = current.current;
        const viewer = viewerKeyOf(services.session.getState());
        prefetchProfile(client, readContextFor(services.gateway, client, viewer), fid, withCasts);
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
