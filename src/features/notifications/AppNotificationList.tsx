import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { miniAppCalls, type AppNotification } from '../../api/miniApps';
import type { Fid } from '../../api/model';
import { ItemErrorBoundary } from '../../components/ItemErrorBoundary';
import { ListFooter, pagingOf } from '../../components/ListFooter';
import { EmptyState, LoadError } from '../../components/ListStates';
import { UserRowSkeletons } from '../../components/Skeletons';
import { exactTime, relativeTimeLabel } from '../../components/relativeTime';
import { appNotificationsQueryOptions } from '../../queries/appNotificationsQuery';
import { uniqueItems } from '../../queries/pagedItems';
import { viewerKeyOf } from '../../queries/useReadContext';
import { useServices } from '../../services/services';
import { useSession } from '../../services/useSession';
import { launchMiniApp } from '../../widgets/miniapp/launch';
import { readAddedApps, type AddedApp } from '../../api/addedApps';
import { appNameOf, launchOfNotification } from './appNotificationLaunch';

/** The Apps tab (loaded when opened): what the person's Mini Apps sent them, newest first; a row opens its app at the notification's page. */
export default function AppNotificationList({ account, token }: { account: Fid; token: string }) {
  const { gateway } = useServices();
  const session = useSession();
  const calls = useMemo(() => miniAppCalls(gateway.config), [gateway]);
  const query = useInfiniteQuery(appNotificationsQueryOptions({ gateway, calls, viewer: viewerKeyOf(session), token }));
  const pages = query.data?.pages;
  const notifications = useMemo(() => (pages ? uniqueItems(pages, (n) => n.id) : []), [pages]);
  const apps = useMemo(() => readAddedApps(localStorage, account), [account]);

  if (query.isPending) return <UserRowSkeletons />;
  if (query.isError && notifications.length === 0) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (pages?.[0]?.available === false) return <EmptyState>Notifications from Mini Apps are not available with this gateway.</EmptyState>;
  if (notifications.length === 0) {
    return <EmptyState>No app notifications yet. Mini Apps you added and allowed to notify you will show up here.</EmptyState>;
  }
  return (
    <>
      <ul aria-label="App notifications, newest first">
        {notifications.map((notification) => (
          <li key={notification.id} className="border-b border-zinc-200 dark:border-zinc-800">
            <ItemErrorBoundary fallback={<p className="px-4 py-3 text-sm">This notification could not be shown.</p>}>
              <AppNotificationRow notification={notification} apps={apps} />
            </ItemErrorBoundary>
          </li>
        ))}
      </ul>
      <ListFooter
        {...pagingOf(query)}
        itemCount={notifications.length}
        noun="notifications"
      />
    </>
  );
}

/** One notification: the app, its title and text, when it came; the whole row is one button that opens the app. */
function AppNotificationRow({ notification, apps }: { notification: AppNotification; apps: readonly AddedApp[] }) {
  const appName = appNameOf(notification, apps);
  return (
    <button
      type="button"
      onClick={() => launchMiniApp(launchOfNotification(notification, apps))}
      className="block w-full px-4 py-3 text-left hover:bg-zinc-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-600 dark:hover:bg-zinc-900 dark:focus-visible:outline-violet-400"
    >
      <span className="block text-sm text-zinc-600 dark:text-zinc-400">
        <span className="font-semibold text-zinc-900 dark:text-zinc-100">{appName}</span>
        {' · '}
        <time dateTime={new Date(notification.receivedAt).toISOString()} title={exactTime(notification.receivedAt)}>
          {relativeTimeLabel(notification.receivedAt, Date.now())}
        </time>
      </span>
      <span className="mt-0.5 block font-semibold">{notification.title}</span>
      <span className="block text-sm text-zinc-700 dark:text-zinc-300">{notification.body}</span>
    </button>
  );
}
