import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { bookmarksQueryOptions } from './bookmarksQuery';
import { castKey, uniqueItems } from './pagedItems';
import { useReadContext } from './useReadContext';

/** The viewer's bookmarks, each listed once, newest first; `keptInBrowser` once the first page says so. */
export function useBookmarks() {
  const query = useInfiniteQuery(bookmarksQueryOptions(useReadContext()));
  const pages = query.data?.pages;
  const casts = useMemo(() => (pages ? uniqueItems(pages, castKey) : []), [pages]);
  return { ...query, casts, keptInBrowser: pages?.[0]?.keptInBrowser ?? false };
}
