import { EmptyState, LoadError } from '../../components/ListStates';
import { UserRowSkeletons } from '../../components/Skeletons';
import { useChannelSearch } from '../../queries/channelQueries';
import { ChannelList } from './ChannelList';

/** The channels whose name matches what was typed, on the Channels and Search screens. */
export function ChannelSearchResults({ query }: { query: string }) {
  const search = useChannelSearch(query);
  if (search.isPending) return <UserRowSkeletons />;
  if (search.isError) return <LoadError error={search.error} onRetry={() => void search.refetch()} />;
  if (search.data.length === 0) return <EmptyState>No channel is called “{query.trim()}”.</EmptyState>;
  return <ChannelList channels={search.data} label={`Channels matching ${query.trim()}`} />;
}
