import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { notificationsQueryOptions } from './notificationsQuery';
import { uniqueItems } from './pagedItems';
import { useReadContext } from './useReadContext';

/** The signed-in person's notifications, newest first, each once. */
export function useNotifications() {
  const query = useInfiniteQuery(notificationsQueryOptions(useReadContext()));
  const pages = query.data?.pages;
  const notifications = useMemo(() => (pages ? uniqueItems(pages, (n) => n.id) : []), [pages]);
  return { ...query, notifications };
}
