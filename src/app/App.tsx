import { useRef, useState } from 'react';
import { createBrowserRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ServicesProvider, useServices } from './services';
import { prefetchProfile } from '../queries/profilePrefetch';
import { readContextFor, viewerKeyOf } from '../queries/useReadContext';
import { Layout } from './Layout';
import { HomePage } from '../features/home/HomePage';
import { NotFound } from '../components/NotFound';
import { CastSkeletons } from '../components/Skeletons';

// Screens other than home load on demand, keeping the first visit small.
const profile = () => import('../features/profile/ProfilePage');

/** Route loaders start a screen's first reads while its code is still on the way. */
type Prefetch = (fid: string, withCasts: boolean) => void;

function routes(prefetch: Prefetch) {
  const profileReads =
    (withCasts: boolean) =>
    ({ params }: LoaderFunctionArgs) => {
      if (params.fid) prefetch(decodeURIComponent(params.fid), withCasts);
      return null;
    };
  return [
    {
      element: <Layout />,
      // Shown while a screen loaded on demand arrives, on the first load of a deep link.
      hydrateFallbackElement: <CastSkeletons />,
      children: [
        { path: '/', element: <HomePage /> },
        { path: '/settings/profile', lazy: async () => ({ Component: (await import('../features/profile/EditProfilePage')).EditProfilePage }) },
        { path: '/settings/mutes', lazy: async () => ({ Component: (await import('../features/mutes/MutesPage')).MutesPage }) },
        { path: '/settings', lazy: async () => ({ Component: (await import('../features/settings/SettingsPage')).SettingsPage }) },
        { path: '/channel/:key', lazy: async () => ({ Component: (await import('../features/channel/ChannelPage')).ChannelPage }) },
        { path: '/u/:fid', loader: profileReads(true), lazy: async () => ({ Component: (await profile()).ProfileCastsRoute }) },
        { path: '/u/:fid/following', loader: profileReads(false), lazy: async () => ({ Component: (await profile()).ProfileFollowingRoute }) },
        { path: '/u/:fid/followers', loader: profileReads(false), lazy: async () => ({ Component: (await profile()).ProfileFollowersRoute }) },
        { path: '/compose', lazy: async () => ({ Component: (await import('../features/composer/ComposePage')).ComposePage }) },
        { path: '/cast/:hash', lazy: async () => ({ Component: (await import('../features/thread/ThreadPage')).ThreadPage }) },
        // `/@alice`: the page checks the `@`, since a path segment cannot be matched partly.
        { path: '/:handle', lazy: async () => ({ Component: (await profile()).UsernamePage }) },
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
