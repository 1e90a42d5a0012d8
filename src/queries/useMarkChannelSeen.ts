import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { channelSeenInCache } from './channelFollowCache';
import { useReadContext } from './useReadContext';

/**
 * Tells the gateway that the person opened a channel they follow (`followed`: its record says so), so
 * its unseen count starts again; the count in the list of followed channels drops once the gateway has it.
 */
export function useMarkChannelSeen(key: string, followed: boolean) {
  const ctx = useReadContext();
  const client = useQueryClient();
  useEffect(() => {
    if (!followed) return;
    let cancelled = false;
    void ctx.gateway.markChannelSeen(key).then(
      () => !cancelled && channelSeenInCache(client, ctx.viewer, key),
      // The count stays as it was; the next read of the list tells the truth.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [key, followed, ctx, client]);
}
