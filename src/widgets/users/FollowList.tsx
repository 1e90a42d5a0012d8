import { useCallback, useDeferredValue, useId, useState } from 'react';
import type { Fid } from '../../api/model';
import { ItemErrorBoundary } from '../../components/ItemErrorBoundary';
import { ListFooter } from '../../components/ListFooter';
import { UserRowSkeletons } from '../../components/Skeletons';
import { useFollowList } from '../../queries/useFollowList';
import { EmptyState, LoadError } from '../../components/ListStates';
import { useWindowRows } from '../feed/useWindowRows';
import { filterUsers } from './userFilter';
import { UserRow } from './UserRow';
import { FollowButton } from '../actions/FollowButton';

const titles = { following: 'Following', followers: 'Followers' } as const;

/** Who a user follows or is followed by: endless, virtualised, with a filter over what is loaded. */
export function FollowList({ fid, list, ownerName }: { fid: Fid; list: 'following' | 'followers'; ownerName: string }) {
  const query = useFollowList(list, fid);
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const shown = filterUsers(query.users, deferredFilter);
  const filtering = deferredFilter.trim() !== '';
  const filterId = useId();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const keyOf = useCallback((index: number) => shown[index]?.fid ?? String(index), [shown]);
  const { listRef, virtualizer, rows, offset, placed } = useWindowRows<HTMLUListElement>({
    count: shown.length,
    estimateSize: 76,
    keyOf,
    loadMore,
    // While filtering, the list is short on purpose: paging on would walk the whole list.
    canLoadMore: hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !query.isPending && !filtering,
    settled: !query.isPending && !query.isFetching,
  });
  const label = list === 'following' ? `Accounts ${ownerName} follows` : `Accounts following ${ownerName}`;

  if (query.isError && query.users.length === 0) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <section aria-label={titles[list]}>
      <div className="border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
        <label htmlFor={filterId} className="mb-1 block text-sm font-semibold">
          Filter loaded accounts
        </label>
        <input
          id={filterId}
          type="search"
          className="field"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="Name or @username"
          autoComplete="off"
        />
        {filtering && (
          <p role="status" className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            {shown.length} of {query.users.length} loaded accounts match.
          </p>
        )}
      </div>
      <ul
        ref={listRef}
        aria-label={label}
        aria-busy={query.isPending || isFetchingNextPage}
        data-restored={placed}
        className="relative"
        // The total size already counts from the list's own top (the scroll margin is taken off).
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const user = shown[row.index]!;
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              data-user-fid={user.fid}
              className="absolute left-0 top-0 w-full border-b border-zinc-200 dark:border-zinc-800"
              style={{ transform: `translateY(${row.start - offset}px)` }}
            >
              <ItemErrorBoundary fallback={<p className="px-4 py-3 text-sm">This account could not be shown.</p>}>
                <UserRow user={user} action={<FollowButton user={user} />} />
              </ItemErrorBoundary>
            </li>
          );
        })}
      </ul>
      {query.isPending && <UserRowSkeletons />}
      {!query.isPending && query.users.length === 0 && !hasNextPage && !query.isError && (
        <EmptyState>{list === 'following' ? `${ownerName} follows no one yet.` : `No one follows ${ownerName} yet.`}</EmptyState>
      )}
      {!query.isPending && (
        <ListFooter
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          error={isFetchNextPageError ? query.error : null}
          itemCount={query.users.length}
          onLoadMore={loadMore}
          noun="accounts"
        />
      )}
    </section>
  );
}
