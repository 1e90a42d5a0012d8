import type { QueryClient } from '@tanstack/react-query';
import type { CastHash, Fid } from '../api/model';
import { castQueryOptions, castsQueryOptions, threadQueryOptions } from './castQueries';
import type { CastFeedParams } from './queryKeys';
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

/**
 * Starts reading a feed's first page unless it is already cached: a feed gone back to keeps
 * its pages, and its own screen decides when they are read again.
 */
export function prefetchFeed(client: QueryClient, ctx: ReadContext, feed: CastFeedParams): void {
  void client.ensureInfiniteQueryData(castsQueryOptions(ctx, feed)).catch(() => undefined);
}

/**
 * Starts reading the cast a thread screen opens on and then its conversation, which only the
 * cast can name; whatever is already cached is not read again.
 */
export function prefetchThread(client: QueryClient, ctx: ReadContext, hash: CastHash): void {
  void client
    .ensureQueryData(castQueryOptions(ctx, hash))
    .then((cast) => (cast ? client.ensureInfiniteQueryData(threadQueryOptions(ctx, cast.threadHash ?? cast.hash)) : undefined))
    .catch(() => undefined);
}
