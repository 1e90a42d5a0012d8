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
