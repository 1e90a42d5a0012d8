import { useState } from 'react';
import { Link } from 'react-router-dom';
import { yourChannelsPath } from '../../app/routePaths';
import { ListFooter, pagingOf } from '../../components/ListFooter';
import { EmptyState, LoadError } from '../../components/ListStates';
import { UserRowSkeletons } from '../../components/Skeletons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useChannelDirectory } from '../../queries/channelQueries';
import { useSession } from '../../services/useSession';
import { ChannelList } from '../../widgets/channel/ChannelList';
import { ChannelSearchResults } from '../../widgets/channel/ChannelSearchResults';

/** `/channels`: every channel, most active first, and a search by name. */
export function ChannelsPage() {
  useDocumentTitle('Channels');
  const [text, setText] = useState('');
  const signedIn = useSession().identity !== null;
  return (
    <div>
      <header className="border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
        <div className="flex items-baseline justify-between gap-3">
          <h1 className="text-xl font-bold">Channels</h1>
          {signedIn && (
            <Link to={yourChannelsPath()} className="text-sm font-semibold text-violet-700 hover:underline dark:text-violet-300">
              Your channels
            </Link>
          )}
        </div>
        <input
          type="search"
          aria-label="Search channels"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Find a channel by name"
          className="mt-2 w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
        />
      </header>
      {text.trim() ? <ChannelSearchResults query={text} /> : <Directory />}
    </div>
  );
}

function Directory() {
  const query = useChannelDirectory();
  const { channels } = query;
  if (query.isPending) return <UserRowSkeletons />;
  if (query.isError && !channels?.length) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (channels === null) return <EmptyState>This gateway has no channel directory. Search for a channel by name above.</EmptyState>;
  return (
    <>
      <ChannelList channels={channels} label="Channels, most active first" />
      <ListFooter
        {...pagingOf(query)}
        itemCount={channels.length}
        noun="channels"
      />
    </>
  );
}
