import { useState } from 'react';
import { Link } from 'react-router-dom';
import { profilePath } from '../../app/routePaths';
import { useSession } from '../../services/useSession';
import { Avatar } from '../../components/Avatar';
import { ItemErrorBoundary } from '../../components/ItemErrorBoundary';
import { ListFooter } from '../../components/ListFooter';
import { EmptyState, LoadError } from '../../components/ListStates';
import { relativeTimeLabel, exactTime } from '../../components/relativeTime';
import { UserRowSkeletons } from '../../components/Skeletons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useMarkNotificationsSeen } from '../../queries/useMarkNotificationsSeen';
import { useNotifications } from '../../queries/useNotifications';
import { useUnseenNotificationsCount } from '../../queries/useUnseenNotificationsCount';
import { groupHref, groupNotifications, groupSentence, type NotificationGroup } from './groupNotifications';
import { mentionName } from '../../components/userName';
import { FollowIcon, HeartIcon, MentionIcon, QuoteIcon, RecastIcon, ReplyIcon, type IconComponent } from '../../components/icons';

const SHOWN_FACES = 5;
const EXCERPT = 160;

/** `/notifications`: likes, recasts, follows, replies, mentions and quotes, grouped; opening it marks them seen. */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
  const signedIn = useSession().identity !== null;
  return (
    <div>
      <h1 className="border-b border-zinc-200 px-4 py-3 text-xl font-bold dark:border-zinc-800">Notifications</h1>
      {signedIn ? <NotificationList /> : <EmptyState>Sign in to see who liked, recast, replied to, mentioned or followed you.</EmptyState>}
    </div>
  );
}

function NotificationList() {
  const query = useNotifications();
  const unseenCount = useUnseenNotificationsCount();
  // What was unseen when the screen opened stays marked new while it is open.
  const [unseenAtOpen] = useState(() => unseenCount ?? 0);
  useMarkNotificationsSeen(query.isSuccess);
  const unseenIds = new Set(query.notifications.slice(0, unseenAtOpen).map((n) => n.id));
  const groups = groupNotifications(query.notifications, unseenIds);

  if (query.isPending) return <UserRowSkeletons />;
  if (query.isError && groups.length === 0) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (groups.length === 0) return <EmptyState>No notifications yet. Likes, recasts, replies, mentions and follows will show up here.</EmptyState>;
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
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        error={query.isFetchNextPageError ? query.error : null}
        itemCount={query.notifications.length}
        onLoadMore={() => void query.fetchNextPage()}
        noun="notifications"
      />
    </>
  );
}

/** One line-icon set for every kind: the same glyphs as the cast actions, none drawn as a colour emoji. */
const ICONS: Record<NotificationGroup['kind'], IconComponent> = {
  like: HeartIcon,
  recast: RecastIcon,
  follow: FollowIcon,
  reply: ReplyIcon,
  mention: MentionIcon,
  quote: QuoteIcon,
};

function NotificationRow({ group }: { group: NotificationGroup }) {
  const sentence = groupSentence(group);
  const { latest } = group;
  const cast = latest.kind === 'reply' ? (latest.reply ?? latest.cast) : latest.cast;
  const text = cast?.text ?? '';
  const KindIcon = ICONS[group.kind];
  return (
    <div className={`flex gap-3 px-4 py-3 ${group.unseen ? 'bg-violet-50 dark:bg-violet-950/40' : ''}`}>
      <span className="flex w-6 shrink-0 justify-center pt-1 text-violet-700 dark:text-violet-300">
        <KindIcon className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap gap-1" aria-hidden="true">
          {group.actors.slice(0, SHOWN_FACES).map((actor) => (
            <Avatar key={actor.fid} url={actor.pfpUrl} seed={actor.fid} size="sm" />
          ))}
        </div>
        <p className="mt-1">
          <Link to={groupHref(group)} className="font-semibold hover:underline">
            {sentence}
          </Link>
          {group.unseen && <span className="ml-2 rounded-full bg-violet-700 px-1.5 py-0.5 text-xs font-semibold text-white dark:bg-violet-300 dark:text-zinc-900">New</span>}
          <span className="text-sm text-zinc-600 dark:text-zinc-400">
            {' · '}
            <time dateTime={new Date(latest.timestamp).toISOString()} title={exactTime(latest.timestamp)}>
              {relativeTimeLabel(latest.timestamp, Date.now())}
            </time>
          </span>
        </p>
        {text && <p className="mt-1 break-words text-sm text-zinc-700 dark:text-zinc-300">{text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text}</p>}
        <p className="mt-1 flex flex-wrap gap-x-2 text-sm">
          {group.actors.slice(0, SHOWN_FACES).map((actor) => (
            <Link key={actor.fid} to={profilePath(actor.fid)} className="text-violet-700 hover:underline dark:text-violet-300">
              {mentionName(actor)}
            </Link>
          ))}
        </p>
      </div>
    </div>
  );
}
