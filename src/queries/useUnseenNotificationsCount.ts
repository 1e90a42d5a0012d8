import { useQuery } from '@tanstack/react-query';
import { unseenNotificationsQueryOptions } from './unseenNotificationsQuery';
import { ANONYMOUS } from './queryKeys';
import { useReadContext } from './useReadContext';

/** How many notifications arrived since the person last opened them; null when signed out or not yet known. */
export function useUnseenNotificationsCount(): number | null {
  const ctx = useReadContext();
  const query = useQuery({ ...unseenNotificationsQueryOptions(ctx), enabled: ctx.viewer !== ANONYMOUS });
  return ctx.viewer === ANONYMOUS ? null : (query.data ?? null);
}
