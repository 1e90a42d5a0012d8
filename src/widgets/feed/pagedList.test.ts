import { describe, expect, it } from 'vitest';
import { whileLayingOut, type PagedList } from './pagedList';

const lastPageArrived: PagedList = {
  isPending: false,
  isError: false,
  isFetching: false,
  isFetchNextPageError: false,
  isFetchingNextPage: false,
  hasNextPage: false,
  error: null,
  fetchNextPage: () => undefined,
  refetch: () => undefined,
};

describe('whileLayingOut', () => {
  it('is the paging itself once every row that arrived is laid out', () => {
    expect(whileLayingOut(lastPageArrived, false, false)).toBe(lastPageArrived);
  });

  it('is still loading while the first rows are laid out', () => {
    expect(whileLayingOut(lastPageArrived, true, true)).toMatchObject({ isPending: true, isFetchingNextPage: false });
  });

  it('has not reached its end while the last page’s rows are laid out after earlier ones', () => {
    expect(whileLayingOut(lastPageArrived, true, false)).toMatchObject({ isPending: false, isFetchingNextPage: true, hasNextPage: false });
  });
});
