import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ServicesProvider } from './services';
import { Layout } from './Layout';
import { HomePage } from '../features/home/HomePage';
import { NotFound } from '../components/NotFound';
import { CastSkeletons } from '../components/Skeletons';

// Screens other than home load on demand, keeping the first visit small.
const profile = () => import('../features/profile/ProfilePage');

const router = createBrowserRouter([
  {
    element: <Layout />,
    // Shown while a screen loaded on demand arrives, on the first load of a deep link.
    hydrateFallbackElement: <CastSkeletons />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/settings', lazy: async () => ({ Component: (await import('../features/settings/SettingsPage')).SettingsPage }) },
      { path: '/channel/:key', lazy: async () => ({ Component: (await import('../features/channel/ChannelPage')).ChannelPage }) },
      { path: '/u/:fid', lazy: async () => ({ Component: (await profile()).ProfileCastsRoute }) },
      { path: '/u/:fid/following', lazy: async () => ({ Component: (await profile()).ProfileFollowingRoute }) },
      { path: '/u/:fid/followers', lazy: async () => ({ Component: (await profile()).ProfileFollowersRoute }) },
      { path: '/compose', lazy: async () => ({ Component: (await import('../features/composer/ComposePage')).ComposePage }) },
      { path: '/cast/:hash', lazy: async () => ({ Component: (await import('../features/thread/ThreadPage')).ThreadPage }) },
      // `/@alice`: the page checks the `@`, since a path segment cannot be matched partly.
      { path: '/:handle', lazy: async () => ({ Component: (await profile()).UsernamePage }) },
      { path: '*', element: <NotFound what="There is no page at this address." /> },
    ],
  },
]);

export function App() {
  return (
    <ServicesProvider>
      <RouterProvider router={router} />
    </ServicesProvider>
  );
}
