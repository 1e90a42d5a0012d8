import { lazy, Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { notificationsPath, type NotificationsTab } from '../../app/routePaths';
import { useSession } from '../../services/useSession';
import { ItemErrorBoundary } from '../../components/ItemErrorBoundary';
import { ListFooter, pagingOf } from '../../components/ListFooter';
import { EmptyState, LoadError } from '../../components/ListStates';
import { UserRowSkeletons } from '../../components/Skeletons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useMarkNotificationsSeen } from '../../queries/useMarkNotificationsSeen';
import { useNotifications } from '../../queries/useNotifications';
import { groupNotifications, notificationsOnTab } from './groupNotifications';
import { NotificationRow } from './NotificationRow';
import { useNewSinceOpen } from './useNewSinceOpen';
import { accountKey } from '../../auth/handover';

// Loaded when the tab is opened: the first visit carries none of the Mini App notification code.
const AppNotificationList = lazy(() => import('./AppNotificationList'));

const isTab = (value: string | null): value is NotificationsTab => value === 'all' || value === 'mentions' || value === 'apps';

/**
 * `/notifications`: likes, recasts, follows, replies, mentions and quotes, grouped, what came since the last look marked new; opening it marks them seen.
 * The Apps tab lists what the person's Mini Apps sent them.
 */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
  const { identity, token } = useSession();
  const account = identity ? accountKey(identity) : null;
  const [params] = useSearchParams();
  const named = params.get('tab');
  const tab: NotificationsTab = isTab(named) ? named : 'all';
  return (
    <div>
      <h1 className="border-b border-zinc-200 px-4 py-3 text-xl font-bold dark:border-zinc-800">Notifications</h1>
      {account && <NotificationTabs current={tab} />}
      {identity && token && tab === 'apps' ? (
        <Suspense fallback={<UserRowSkeletons />}>
          <AppNotificationList key={account} account={identity.fid} token={token} />
        </Suspense>
      ) : account && tab !== 'apps' ? (
        // Each account opens its own list: what is new is new to that account.
        <NotificationList key={account} account={account} tab={tab} />
      ) : (
        <EmptyState>Sign in to see who liked, recast, replied to, mentioned or followed you.</EmptyState>
      )}
    </div>
  );
}

const tabClass = (on: boolean) =>
  `flex flex-1 items-center justify-center border-b-2 py-2.5 text-center text-sm font-semibold ${on ? 'border-violet-700 dark:border-violet-300' : 'border-transparent text-zinc-600 dark:text-zinc-400'}`;

const TABS: readonly { tab: NotificationsTab; label: string }[] = [
  { tab: 'all', label: 'All' },
  { tab: 'mentions', label: 'Mentions and replies' },
  { tab: 'apps', label: 'Apps' },
];

/** All, Mentions and replies, and Apps, one link each, so either can be opened, shared and reloaded. */
function NotificationTabs({ current }: { current: NotificationsTab }) {
  return (
    <nav aria-label="Notification kinds" className="flex border-b border-zinc-200 dark:border-zinc-800">
      {TABS.map(({ tab, label }) => (
        <Link key={tab} to={notificationsPath(tab)} className={tabClass(tab === current)} aria-current={tab === current ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

function NotificationList({ account, tab }: { account: string; tab: Exclude<NotificationsTab, 'apps'> }) {
  const query = useNotifications();
  useMarkNotificationsSeen(query.isSuccess);
  // What was new when the screen opened stays marked new while it is open.
  const newIds = useNewSinceOpen(account, query.notifications, query.isSuccess);
  const shown = notificationsOnTab(query.notifications, tab);
  const groups = groupNotifications(shown, newIds);
  // The server does not filter by kind: page on until the tab has something to show or the list ends.
  const pageOn = query.isSuccess && shown.length === 0 && query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  useEffect(() => {
    if (pageOn) void query.fetchNextPage();
  }, [pageOn, query.fetchNextPage]);

  if (query.isPending || pageOn || (shown.length === 0 && query.isFetchingNextPage)) return <UserRowSkeletons />;
  if (query.isError && groups.length === 0) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (groups.length === 0 && query.isFetchNextPageError) return <LoadError error={query.error} onRetry={() => void query.fetchNextPage()} />;
  if (groups.length === 0) {
    return (
      <EmptyState>
        {tab === 'all' ? 'No notifications yet. Likes, recasts, replies, mentions and follows will show up here.' : 'No mentions, replies or quotes yet.'}
      </EmptyState>
    );
  }
  return (
    <>
      <ul aria-label="Notifications, newest first">
        {groups.map((group) => (
          <li key={group.key} className="border-b border-zinc-200 dark:border-zinc-800">
            <ItemErrorBoundary fallback={<p className="px-4 py-3 text-sm">This notification could not be shown.</p>}>
              <NotificationRow group={group} />
            </ItemErrorBoundary>
          </li>
        ))}
      </ul>
      <ListFooter
        {...pagingOf(query)}
        itemCount={shown.length}
        noun="notifications"
      />
    </>
  );
}
