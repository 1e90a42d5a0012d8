import { useMemo } from 'react';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Channel } from '../api/channelModel';
import type { Page } from '../api/model';
import { nextCursor } from './nextCursor';
import { readKeys } from './queryKeys';
import type { ReadContext } from './readContext';
import { useReadContext } from './useReadContext';

const CHANNEL_STALE_MS = 5 * 60_000;

export function channelQueryOptions(ctx: ReadContext, key: string) {
  return queryOptions({ queryKey: readKeys.channel(ctx.viewer, key), queryFn: () => ctx.gateway.channel(key), staleTime: CHANNEL_STALE_MS });
}

export function channelSearchQueryOptions(ctx: ReadContext, query: string) {
  return queryOptions({
    queryKey: readKeys.channelSearch(ctx.viewer, query),
    queryFn: () => ctx.gateway.searchChannels(query.trim().replace(/^\//, '')),
    staleTime: CHANNEL_STALE_MS,
  });
}

export function channelDirectoryQueryOptions(ctx: ReadContext) {
  return infiniteQueryOptions({
    queryKey: readKeys.channelDirectory(ctx.viewer),
    queryFn: ({ pageParam }) => ctx.gateway.channelDirectory({ cursor: pageParam, limit: 25 }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<Channel> | null, all: unknown, cursor: string | null) => (last ? nextCursor(last, all, cursor) : undefined),
    staleTime: CHANNEL_STALE_MS,
  });
}

/** One channel's record, by id or parent URL; `data` null when the gateway knows no such channel. */
export function useChannel(key: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...channelQueryOptions(useReadContext(), key), enabled: options.enabled ?? true });
}

/** Channels whose id or name starts with `query`; nothing is asked while it is blank. */
export function useChannelSearch(query: string) {
  const blank = query.trim().replace(/^\//, '') === '';
  return useQuery({ ...channelSearchQueryOptions(useReadContext(), query), enabled: !blank });
}

/** The channels of the directory pages loaded so far, most active first; null where the gateway has no directory. */
export function directoryChannels(pages: readonly (Page<Channel> | null)[]): Channel[] | null {
  return pages[0] === null ? null : pages.flatMap((page) => page?.items ?? []);
}

/** The gateway's channel directory with its `channels` so far: empty until it answers, null where it has none. */
export function useChannelDirectory() {
  const query = useInfiniteQuery(channelDirectoryQueryOptions(useReadContext()));
  const pages = query.data?.pages;
  const channels = useMemo(() => directoryChannels(pages ?? []), [pages]);
  return { ...query, channels };
}
