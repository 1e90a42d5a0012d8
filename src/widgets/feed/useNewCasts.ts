import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cast } from '../../api/model';
import { CAST_PAGE_SIZE, castsHeadQueryOptions, castsQueryOptions } from '../../queries/castQueries';
import { castKey } from '../../queries/pagedItems';
import type { CastFeedParams } from '../../queries/queryKeys';
import { useReadContext } from '../../queries/useReadContext';
import { NEW_CASTS_POLL_MS, newCastsAbove, nextLookIn, prependToFirstPage } from './newCasts';

/**
 * Casts newer than the top of a feed, found by reading its first page again now and then.
 * They wait until the reader asks for them: `show` puts them on top (or, when more may be
 * missing in between, reloads the feed from its start).
 */
export function useNewCasts(feed: CastFeedParams, shown: readonly Cast[], feedUpdatedAt: number) {
  const ctx = useReadContext();
  const client = useQueryClient();
  const head = useQuery({
    ...castsHeadQueryOptions(ctx, feed),
    // The feed's own first page counts as the first read, so nothing is fetched on arrival.
    initialData: () => ({ items: shown.slice(0, CAST_PAGE_SIZE), next: null }),
    initialDataUpdatedAt: feedUpdatedAt,
    staleTime: NEW_CASTS_POLL_MS,
    // Not in a hidden tab (react-query's intervals wait for the page to be seen), at once on coming back to it.
    refetchInterval: (query) => nextLookIn(query.state.error),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // The next look is the retry.
    retry: false,
  });
  const fresh = useMemo(() => newCastsAbove(head.data?.items ?? [], shown, castKey), [head.data, shown]);

  const show = () => {
    const feedKey = castsQueryOptions(ctx, feed).queryKey;
    if (fresh.gap) void client.resetQueries({ queryKey: feedKey, exact: true });
    else client.setQueryData(feedKey, (data) => (data ? prependToFirstPage(data, fresh.casts) : data));
  };
  return { count: fresh.casts.length, gap: fresh.gap, show };
}
