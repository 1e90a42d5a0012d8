import { queryOptions } from '@tanstack/react-query';
import type { Delivery } from '../api/deliveryReads';
import type { CastHash } from '../api/model';
import { readKeys } from './queryKeys';
import type { ReadContext } from './readContext';

/** How often a cast still waiting for the network is asked about again. */
export const DELIVERY_POLL_MS = 1000;

/** Where the viewer's own cast stands on its way to Farcaster; asked again while it is waiting. */
export function deliveryQueryOptions(ctx: ReadContext, hash: CastHash) {
  return queryOptions({
    queryKey: readKeys.delivery(ctx.viewer, hash),
    queryFn: (): Promise<Delivery | null> => ctx.gateway.delivery(hash),
    refetchInterval: (query) => (query.state.data?.state === 'waiting' ? DELIVERY_POLL_MS : false),
  });
}
