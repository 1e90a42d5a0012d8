import type { QueryClient } from '@tanstack/react-query';
import type { CastHash, Fid } from '../api/model';
import { castQueryOptions, castsQueryOptions, threadQueryOptions } from './castQueries';
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
 * Starts reading the cast a thread screen opens on and then its conversation, which only the
 * cast can name; whatever is already cached is not read again.
 */
export function prefetchThread(client: QueryClient, ctx: ReadContext, hash: CastHash): void {
  void client
    .ensureQueryData(castQueryOptions(ctx, hash))
    .then((cast) => (cast ? client.ensureInfiniteQueryData(threadQueryOptions(ctx, cast.threadHash ?? cast.hash)) : undefined))
    .catch(() => undefined);
}
