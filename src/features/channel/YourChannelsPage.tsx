import { Link } from 'react-router-dom';
import { channelsPath } from '../../app/routePaths';
import { ListFooter, pagingOf } from '../../components/ListFooter';
import { EmptyState, LoadError } from '../../components/ListStates';
import { UserRowSkeletons } from '../../components/Skeletons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useFollowedChannels } from '../../queries/useFollowedChannels';
import { useSession } from '../../services/useSession';
import { FOLLOWS_KEPT_HERE, FollowedChannelLink } from '../../widgets/channel/FollowedChannelLink';

const link = 'font-semibold text-violet-700 hover:underline dark:text-violet-300';

/** `/channels/yours`: the channels the account follows, latest followed first, with the casts new in each since it was last opened. */
export function YourChannelsPage() {
  useDocumentTitle('Your channels');
  const signedIn = useSession().identity !== null;
  return (
    <div>
      <header className="flex items-baseline justify-between gap-3 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
        <h1 className="text-xl font-bold">Your channels</h1>
        <Link to={channelsPath()} className={`text-sm ${link}`}>
          All channels
        </Link>
      </header>
      {signedIn ? <FollowedList /> : <EmptyState>Sign in to see the channels you follow.</EmptyState>}
    </div>
  );
}

function FollowedList() {
  const query = useFollowedChannels();
  const { channels } = query;
  if (query.isPending) return <UserRowSkeletons />;
  if (query.isError && channels.length === 0) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      {query.keptInBrowser && <p className="border-b border-zinc-200 px-4 py-2 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">{FOLLOWS_KEPT_HERE}</p>}
      {channels.length === 0 ? (
        <EmptyState>
          You follow no channels yet.{' '}
          <Link to={channelsPath()} className={link}>
            Find channels to follow
          </Link>
        </EmptyState>
      ) : (
        <ul aria-label="Your channels" className="px-1 py-2">
          {channels.map((channel) => (
            <li key={channel.key}>
              <FollowedChannelLink channel={channel} withName />
            </li>
          ))}
        </ul>
      )}
      <ListFooter
        {...pagingOf(query)}
        itemCount={channels.length}
        noun="channels"
      />
    </>
  );
}
