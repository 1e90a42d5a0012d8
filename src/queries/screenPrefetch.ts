import type { QueryClient } from '@tanstack/react-query';
import type { Fid } from '../api/model';
import { castsQueryOptions } from './castQueries';
import type { ReadContext } from './readContext';
import { profileQueryOptions } from './userQueries';

/**
 * Starts reading a profile and its first page of casts. The FID is in the address, so neither
 * waits for the other, nor for the profile screen's code to arrive.
 */
export function prefetchProfile(client: QueryClient, ctx: ReadContext, fid: Fid, withCasts: boolean): void {
  void client.prefetchQuery(profileQueryOptions(ctx, fid));
  if (withCasts) void client.prefetchInfiniteQuery(castsQueryOptions(ctx, { fid }));
}
