import { useCallback, useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import type { Cast } from '../../api/model';
import { ItemErrorBoundary } from '../../components/ItemErrorBoundary';
import { ListFooter } from '../../components/ListFooter';
import { CastSkeletons } from '../../components/Skeletons';
import { castKey } from '../../queries/pagedItems';
import { FeedItem, openedCast } from './FeedItem';
import { EmptyState, LoadError } from '../../components/ListStates';
import { whileLayingOut, type PagedList } from './pagedList';
import { useFeedKeyboard } from './useFeedKeyboard';
import { withoutRepeats } from './feedRows';
import { useWindowRows } from './useWindowRows';
import { recallPlace } from './placeMemory';
import { useLocation } from 'react-router-dom';
import { foldHidden, hiddenReason, hiddenSummary, shownCount, type FeedEntry } from '../mutes/muteList';
import { useMutes } from '../mutes/useMutes';
import { castPath } from '../../app/routePaths';

const NO_CASTS: Cast[] = [];

export interface CastFeedProps {
  casts: Cast[];
  paging: PagedList;
  /** The feed's accessible name. */
  label: string;
  /** A sentence, or a whole block (suggestions) drawn as it is. */
  empty: ReactNode;
  /** Shown above the rows, inside the feed's region (the "N new casts" button). */
  banner?: ReactNode;
}

/**
 * An endless feed following the ARIA feed pattern: articles with their position, `aria-busy`
 * while loading, `j`/`k` between casts and `Enter` to open one. Only rows near the viewport
 * are in the DOM.
 */
export function CastFeed({ casts: arrived, paging: current, label, empty, banner }: CastFeedProps) {
  // Rows are laid out in the background, in slices the browser can paint between, so the rest of
  // the screen (a profile's picture, say) shows without waiting for them: a page that arrives,
  // and on a first visit the rows already cached. A place gone back to is rebuilt at once.
  const { key: locationKey } = useLocation();
  const [returning] = useState(() => recallPlace(locationKey) !== undefined);
  const loaded = useDeferredValue(arrived, returning ? undefined : NO_CASTS);
  const laying = loaded !== arrived;
  const paging = whileLayingOut(current, laying, loaded.length === 0);
  const casts = useMemo(() => withoutRepeats(loaded), [loaded]);
  const feedId = useId();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = paging;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const { list: mutes } = useMutes();
  const [shownRuns, setShownRuns] = useState<ReadonlySet<string>>(() => new Set());
  // Muted and blocked casts fold into one visible note per run, which opens on request.
  const entries = useMemo(() => foldHidden(casts, (cast) => hiddenReason(cast, mutes), castKey, shownRuns), [casts, mutes, shownRuns]);
  const keyOf = useCallback((index: number) => (entries[index] ? entryKey(entries[index]) : String(index)), [entries]);
  const { listRef, virtualizer, rows, offset, placed } = useWindowRows<HTMLDivElement>({
    count: entries.length,
    estimateSize: 160,
    keyOf,
    loadMore,
    // Not while a page is still being laid out (`whileLayingOut`): the rows on screen are the last page's end.
    canLoadMore: hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !paging.isPending,
    settled: !laying && !paging.isPending && !paging.isFetching,
  });
  useFeedKeyboard({
    feedId,
    virtualizer,
    pathOf: (index) => {
      const entry = entries[index];
      return entry?.kind === 'cast' ? castPath(openedCast(entry.cast).hash) : undefined;
    },
  });

  if (paging.isError && casts.length === 0) return <LoadError error={paging.error} onRetry={() => void paging.refetch()} />;
  const setSize = hasNextPage ? -1 : entries.length;

  return (
    <section aria-label={label}>
      {banner}
      <div
        ref={listRef}
        id={feedId}
        // A feed with no articles breaks the feed role's contract (axe: aria-required-children).
        {...(entries.length > 0 ? { role: 'feed', 'aria-label': label } : {})}
        aria-busy={paging.isPending || isFetchingNextPage}
        data-restored={placed}
        className="relative"
        // The total size already counts from the list's own top (the scroll margin is taken off).
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const entry = entries[row.index]!;
          const key = entryKey(entry);
          const nameId = `${feedId}-name-${row.index}`;
          return (
            <article
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              data-cast-key={key}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the feed pattern moves the focus between its articles (j, k) and opens one with Enter
              tabIndex={0}
              aria-posinset={row.index + 1}
              aria-setsize={setSize}
              aria-labelledby={nameId}
              className="absolute left-0 top-0 w-full border-b border-zinc-200 px-4 py-3 focus-visible:-outline-offset-2 dark:border-zinc-800"
              style={{ transform: `translateY(${row.start - offset}px)` }}
            >
              {entry.kind === 'hidden' ? (
                <p className="flex flex-wrap items-center gap-x-2 text-sm text-zinc-600 dark:text-zinc-400">
                  <span id={nameId}>{hiddenSummary(entry.reasons)}</span>
                  <button type="button" className="font-semibold text-violet-800 underline dark:text-violet-300" onClick={() => setShownRuns((s) => new Set(s).add(entry.key))}>
                    Show
                  </button>
                </p>
              ) : (
                <ItemErrorBoundary fallback={<p id={nameId} className="text-sm text-zinc-600 dark:text-zinc-400">This cast could not be shown.</p>}>
                  <FeedItem cast={entry.cast} nameId={nameId} />
                </ItemErrorBoundary>
              )}
            </article>
          );
        })}
      </div>
      {paging.isPending && <CastSkeletons />}
      {!paging.isPending && casts.length === 0 && !hasNextPage && !paging.isError && (typeof empty === 'string' ? <EmptyState>{empty}</EmptyState> : empty)}
      {!paging.isPending && (
        <ListFooter
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          error={isFetchNextPageError ? paging.error : null}
          itemCount={shownCount(entries)}
          onLoadMore={loadMore}
          noun="casts"
        />
      )}
    </section>
  );
}

function entryKey(entry: FeedEntry): string {
  return entry.kind === 'cast' ? castKey(entry.cast) : `hidden:${entry.key}`;
}
