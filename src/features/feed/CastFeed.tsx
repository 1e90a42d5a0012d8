import { useCallback, useId, type ReactNode } from 'react';
import type { Cast } from '../../api/model';
import { ItemErrorBoundary } from '../../components/ItemErrorBoundary';
import { ListFooter } from '../../components/ListFooter';
import { CastSkeletons } from '../../components/Skeletons';
import { castKey } from '../../queries/pagedItems';
import { FeedItem, openedCast } from './FeedItem';
import { EmptyState, LoadError } from '../../components/ListStates';
import type { PagedList } from './pagedList';
import { useFeedKeyboard } from './useFeedKeyboard';
import { useWindowRows } from './useWindowRows';
import { castPath } from '../../app/routePaths';

export interface CastFeedProps {
  casts: Cast[];
  paging: PagedList;
  /** The feed's accessible name. */
  label: string;
  empty: ReactNode;
  /** Shown above the rows, inside the feed's region (the "N new casts" button). */
  banner?: ReactNode;
}

/**
 * An endless feed following the ARIA feed pattern: articles with their position, `aria-busy`
 * while loading, `j`/`k` between casts and `Enter` to open one. Only rows near the viewport
 * are in the DOM.
 */
export function CastFeed({ casts, paging, label, empty, banner }: CastFeedProps) {
  const feedId = useId();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = paging;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const keyOf = useCallback((index: number) => (casts[index] ? castKey(casts[index]) : String(index)), [casts]);
  const { listRef, virtualizer, rows, offset } = useWindowRows<HTMLDivElement>({
    count: casts.length,
    estimateSize: 160,
    keyOf,
    loadMore,
    canLoadMore: hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !paging.isPending,
  });
  useFeedKeyboard({ feedId, virtualizer, pathOf: (index) => casts[index] && castPath(openedCast(casts[index]).hash) });

  if (paging.isError && casts.length === 0) return <LoadError error={paging.error} onRetry={() => void paging.refetch()} />;
  const setSize = hasNextPage ? -1 : casts.length;

  return (
    <section aria-label={label}>
      {banner}
      <div
        ref={listRef}
        id={feedId}
        // A feed with no articles is an ARIA error; an empty list is a plain region until casts arrive.
        role={casts.length > 0 ? 'feed' : undefined}
        aria-label={casts.length > 0 ? label : undefined}
        aria-busy={paging.isPending || isFetchingNextPage}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const cast = casts[row.index]!;
          const key = castKey(cast);
          const nameId = `${feedId}-name-${row.index}`;
          return (
            <article
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              data-cast-key={key}
              tabIndex={0}
              aria-posinset={row.index + 1}
              aria-setsize={setSize}
              aria-labelledby={nameId}
              className="absolute left-0 top-0 w-full border-b border-zinc-200 px-4 py-3 focus-visible:-outline-offset-2 dark:border-zinc-800"
              style={{ transform: `translateY(${row.start - offset}px)` }}
            >
              <ItemErrorBoundary fallback={<p id={nameId} className="text-sm text-zinc-600 dark:text-zinc-400">This cast could not be shown.</p>}>
                <FeedItem cast={cast} nameId={nameId} />
              </ItemErrorBoundary>
            </article>
          );
        })}
      </div>
      {paging.isPending && <CastSkeletons />}
      {!paging.isPending && casts.length === 0 && !hasNextPage && !paging.isError && <EmptyState>{empty}</EmptyState>}
      {!paging.isPending && (
        <ListFooter
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          error={isFetchNextPageError ? paging.error : null}
          itemCount={casts.length}
          onLoadMore={loadMore}
          noun="casts"
        />
      )}
    </section>
  );
}
