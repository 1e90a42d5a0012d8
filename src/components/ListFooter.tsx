import { LoadError } from './ListStates';

export interface ListFooterProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The error of the last page request, if it failed. */
  error: unknown;
  itemCount: number;
  onLoadMore(): void;
  /** What the list holds, for "End of …" and "Load more …". */
  noun: string;
}

/** What an infinite query tells its list's footer: more pages, the one loading, its failure, and how to ask for it. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage(): unknown;
}

export const pagingOf = (query: PagedQuery): Pick<ListFooterProps, 'hasNextPage' | 'isFetchingNextPage' | 'error' | 'onLoadMore'> => ({
  hasNextPage: query.hasNextPage,
  isFetchingNextPage: query.isFetchingNextPage,
  error: query.isFetchNextPageError ? query.error : null,
  onLoadMore: () => void query.fetchNextPage(),
});

/** The end of an endless list: a loading line, a "Load more" button, an error with a retry, or the end. */
export function ListFooter({ hasNextPage, isFetchingNextPage, error, itemCount, onLoadMore, noun }: ListFooterProps) {
  if (error && !isFetchingNextPage) return <LoadError error={error} onRetry={onLoadMore} />;
  return (
    <div className="flex min-h-16 items-center justify-center p-3 text-sm text-zinc-600 dark:text-zinc-400">
      {isFetchingNextPage ? (
        <span role="status">Loading more {noun}…</span>
      ) : hasNextPage ? (
        <button type="button" className="btn btn-quiet" onClick={onLoadMore}>
          Load more {noun}
        </button>
      ) : itemCount > 0 ? (
        <span data-testid="end-of-list">End of {noun} · {itemCount} shown</span>
      ) : null}
    </div>
  );
}
