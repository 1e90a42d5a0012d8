import { parseCastHash } from '../api/ids';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useParams, type Params } from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ServicesProvider } from './ServicesProvider';
import { prefetchProfile, prefetchThread } from '../queries/screenPrefetch';
import { useReadContext } from '../queries/useReadContext';
import type { ReadContext } from '../queries/readContext';
import { Layout } from './Layout';
import { routePatterns } from './routePaths';
import { profileRefOf } from '../features/profile/profileRef';
import { HomePage } from '../features/home/HomePage';
import { NotFound } from '../components/NotFound';
import { CastSkeletons } from '../components/Skeletons';

// Screens other than home load on demand, keeping the first visit small.
const screen = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));
const profile = () => import('../features/profile/ProfilePage');
const daily = () => import('./dailyScreens');

const EditProfilePage = screen(async () => (await import('../features/profile/EditProfilePage')).EditProfilePage);
const MutesPage = screen(async () => (await import('../features/mutes/MutesPage')).MutesPage);
const DraftsPage = screen(async () => (await import('../features/drafts/DraftsPage')).DraftsPage);
const OutboxPage = screen(async () => (await import('../features/offline/OutboxPage')).OutboxPage);
const ScheduledPage = screen(async () => (await import('../features/scheduled/ScheduledPage')).ScheduledPage);
const BookmarksPage = screen(async () => (await import('../features/bookmarks/BookmarksPage')).BookmarksPage);
const SettingsPage = screen(async () => {
  const [{ SettingsPage }, { SignerKeySection }] = await Promise.all([import('../features/settings/SettingsPage'), import('../features/account/signer/SignerKeySection')]);
  return () => <SettingsPage signerKey={<SignerKeySection />} />;
});
const ChannelPage = screen(async () => (await import('../features/channel/ChannelPage')).ChannelPage);
const ProfileCastsRoute = screen(async () => (await profile()).ProfileCastsRoute);
const ProfileFollowingRoute = screen(async () => (await profile()).ProfileFollowingRoute);
const ProfileFollowersRoute = screen(async () => (await profile()).ProfileFollowersRoute);
const UsernamePage = screen(async () => (await profile()).UsernamePage);
const AppsPage = screen(async () => (await import('../features/miniapp/AppsPage')).AppsPage);
const ComposePage = screen(async () => (await import('../features/compose/ComposePage')).ComposePage);
const NotificationsPage = screen(async () => (await daily()).NotificationsPage);
const ReactorsPage = screen(async () => (await daily()).ReactorsPage);
const ChannelsPage = screen(async () => (await import('../features/channel/ChannelsPage')).ChannelsPage);
const YourChannelsPage = screen(async () => (await import('../features/channel/YourChannelsPage')).YourChannelsPage);
const SearchPage = screen(async () => (await import('../features/search/SearchPage')).SearchPage);
const ThreadPage = screen(async () => (await import('../features/thread/ThreadPage')).ThreadPage);

type StartReads = (client: QueryClient, ctx: ReadContext, params: Readonly<Params>) => void;

/**
 * Starts the reads a screen will make while its code is still on the way: rendered beside the
 * screen, it runs before the screen suspends. Once the code is there, the screen's own hooks read;
 * asking again is free, a read already cached or under way is not sent twice.
 */
function ReadsAhead({ start }: { start: StartReads }) {
  const client = useQueryClient();
  const ctx = useReadContext();
  const params = useParams();
  useState(() => start(client, ctx, params));
  return null;
}

const profileReads =
  (withCasts: boolean): StartReads =>
  (client, ctx, params) => {
    const ref = profileRefOf(decodeURIComponent(params.fid ?? ''));
    if (ref !== null && 'fid' in ref) prefetchProfile(client, ctx, ref.fid, withCasts);
  };

const castReads: StartReads = (client, ctx, params) => {
  const hash = parseCastHash(decodeURIComponent(params.hash ?? ''));
  if (hash) prefetchThread(client, ctx, hash);
};

const withReads = (start: StartReads, page: ReactNode) => (
  <>
    <ReadsAhead start={start} />
    {page}
  </>
);

function AppRoutes() {
  return (
    // A screen loaded on demand keeps the one before it until its code arrives (a router change is a
    // transition); only a first load of a deep link shows skeletons.
    <Routes>
      <Route
        element={
          <Suspense fallback={<CastSkeletons />}>
            <Layout />
          </Suspense>
        }
      >
        <Route path={routePatterns.home} element={<HomePage />} />
        <Route path={routePatterns.editProfile} element={<EditProfilePage />} />
        <Route path={routePatterns.mutes} element={<MutesPage />} />
        <Route path={routePatterns.drafts} element={<DraftsPage />} />
        <Route path={routePatterns.outbox} element={<OutboxPage />} />
        <Route path={routePatterns.scheduled} element={<ScheduledPage />} />
        <Route path={routePatterns.bookmarks} element={<BookmarksPage />} />
        <Route path={routePatterns.settings} element={<SettingsPage />} />
        <Route path={routePatterns.channel} element={<ChannelPage />} />
        <Route path={routePatterns.profile} element={withReads(profileReads(true), <ProfileCastsRoute />)} />
        <Route path={routePatterns.profileFollowing} element={withReads(profileReads(false), <ProfileFollowingRoute />)} />
        <Route path={routePatterns.profileFollowers} element={withReads(profileReads(false), <ProfileFollowersRoute />)} />
        <Route path={routePatterns.apps} element={<AppsPage />} />
        <Route path={routePatterns.compose} element={<ComposePage />} />
        <Route path={routePatterns.notifications} element={<NotificationsPage />} />
        <Route path={routePatterns.channels} element={<ChannelsPage />} />
        <Route path={routePatterns.yourChannels} element={<YourChannelsPage />} />
        <Route path={routePatterns.search} element={<SearchPage />} />
        <Route path={routePatterns.castReactors} element={<ReactorsPage />} />
        <Route path={routePatterns.cast} element={withReads(castReads, <ThreadPage />)} />
        <Route path={routePatterns.handle} element={<UsernamePage />} />
        <Route path="*" element={<NotFound what="There is no page at this address." />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <ServicesProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ServicesProvider>
  );
}
