/** What a screen passes a list about its paging; a react-query infinite result fits as it is. */
export interface PagedList {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  error: unknown;
  fetchNextPage(): unknown;
  refetch(): unknown;
}

/**
 * The paging a list shows while rows that arrived are still being laid out in the background. With
 * none laid out yet it is still loading; with some, the rest are on their way, so it has not reached
 * its end even when the last page has arrived (it would say "End of …" over only the earlier rows).
 */
export function whileLayingOut(paging: PagedList, laying: boolean, noneLaidOut: boolean): PagedList {
  if (!laying) return paging;
  return noneLaidOut ? { ...paging, isPending: true } : { ...paging, isFetchingNextPage: true };
}
