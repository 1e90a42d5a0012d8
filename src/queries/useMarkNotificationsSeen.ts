import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { readKeys } from './queryKeys';
import { useReadContext } from './useReadContext';

/** Marks everything seen once the notifications screen has shown its first page; the count drops at once. */
export function useMarkNotificationsSeen(shown: boolean) {
  const ctx = useReadContext();
  const client = useQueryClient();
  useEffect(() => {
    if (!shown) return;
    let cancelled = false;
    void ctx.gateway.markNotificationsSeen().then(
      () => !cancelled && client.setQueryData(readKeys.unseenNotifications(ctx.viewer), 0),
      // The count stays as it was; the next poll tells the truth.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [shown, ctx, client]);
}
