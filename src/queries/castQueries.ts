import { infiniteQueryOptions, queryOptions, skipToken } from '@tanstack/react-query';
import type { Cast, CastHash, Page } from '../api/model';
import { nextCursor } from './nextCursor';
import { readKeys, type CastFeedParams } from './queryKeys';
import type { ReadContext } from './readContext';

/** Casts per page: enough to fill a tall screen, small enough for a fast first paint. */
export const CAST_PAGE_SIZE = 25;
/** The gateway's largest thread page. */
export const THREAD_PAGE_SIZE = 50;

async function castsPage(ctx: ReadContext, feed: CastFeedParams, cursor: string | null): Promise<Page<Cast>> {
  const page = feed.following
    ? await ctx.gateway.followingFeed({ cursor, limit: CAST_PAGE_SIZE })
    : await ctx.gateway.casts({ fid: feed.fid, parentChain: feed.parentChain, cursor, limit: CAST_PAGE_SIZE });
  ctx.cache.rememberCasts(page.items);
  return page;
}

/**
 * A feed of casts, page after page. No `maxPages`: the gateway's cursors only go forward, so a
 * dropped head page could not be read again without starting over; rows are virtualised
 * instead, which keeps the page light while the data (a few KB per page) stays.
 */
export function castsQueryOptions(ctx: ReadContext, feed: CastFeedParams) {
  return infiniteQueryOptions({
    queryKey: readKeys.casts(ctx.viewer, feed),
    queryFn: ({ pageParam }) => castsPage(ctx, feed, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
  });
}

/** The first page of a feed, read again now and then to tell the reader about new casts. */
export function castsHeadQueryOptions(ctx: ReadContext, feed: CastFeedParams) {
  return queryOptions({
    queryKey: readKeys.castsHead(ctx.viewer, feed),
    queryFn: () => castsPage(ctx, feed, null),
  });
}

export function castQueryOptions(ctx: ReadContext, hash: CastHash | null) {
  return queryOptions({
    queryKey: readKeys.cast(ctx.viewer, hash),
    queryFn:
      hash === null
        ? skipToken
        : async () => {
            const cast = await ctx.gateway.cast(hash);
            if (cast) ctx.cache.rememberCasts([cast]);
            return cast;
          },
  });
}

/** A whole conversation, oldest first, from its root. */
export function threadQueryOptions(ctx: ReadContext, threadHash: CastHash) {
  return infiniteQueryOptions({
    queryKey: readKeys.thread(ctx.viewer, threadHash),
    queryFn: async ({ pageParam }) => {
      const page = await ctx.gateway.castsInThread(threadHash, { cursor: pageParam, limit: THREAD_PAGE_SIZE });
      ctx.cache.rememberCasts(page.items);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
  });
}
