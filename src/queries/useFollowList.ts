import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Fid } from '../api/model';
import { uniqueItems, userKey } from './pagedItems';
import { followListQueryOptions } from './userQueries';
import { useReadContext } from './useReadContext';

/** Who a user follows, or who follows them: every user once, in the gateway's order. */
export function useFollowList(list: 'following' | 'followers', fid: Fid) {
  const query = useInfiniteQuery(followListQueryOptions(useReadContext(), list, fid));
  const pages = query.data?.pages;
  const users = useMemo(() => (pages ? uniqueItems(pages, userKey) : []), [pages]);
  return { ...query, users };
}
