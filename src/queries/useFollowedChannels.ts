import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { followedChannelsQueryOptions } from './followedChannelsQuery';
import { uniqueItems } from './pagedItems';
import { useReadContext } from './useReadContext';

/** The channels the viewer follows, each once, latest followed first; `keptInBrowser` once the first page says so. */
export function useFollowedChannels() {
  const query = useInfiniteQuery(followedChannelsQueryOptions(useReadContext()));
  const pages = query.data?.pages;
  const channels = useMemo(() => (pages ? uniqueItems(pages, (channel) => channel.key) : []), [pages]);
  return { ...query, channels, keptInBrowser: pages?.[0]?.keptInBrowser ?? false };
}
