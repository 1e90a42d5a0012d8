import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CastHash } from '../api/model';
import { threadQueryOptions } from './castQueries';
import { uniqueItems } from './pagedItems';
import { unfoldReplies } from './embeddedRecords';
import { useReadContext } from './useReadContext';

/** Every cast of a conversation once, oldest first; folded replies are unfolded into their own records. */
export function useThread(threadHash: CastHash) {
  const query = useInfiniteQuery(threadQueryOptions(useReadContext(), threadHash));
  const pages = query.data?.pages;
  const casts = useMemo(
    () => (pages ? uniqueItems(pages.map((p) => ({ ...p, items: unfoldReplies(p.items) })), (c) => c.hash) : []),
    [pages],
  );
  return { ...query, casts };
}
