import { infiniteQueryOptions, queryOptions, skipToken } from '@tanstack/react-query';
import type { Fid, Page, User } from '../api/model';
import { rankByUsernameMatch } from '../farcaster/username';
import { readKeys } from './queryKeys';
import type { ReadContext } from './readContext';
import { nextCursor } from './nextCursor';

/** Users per following/followers page: a screenful or two of rows per request. */
export const USER_PAGE_SIZE = 50;

/** Lookups of people by name (a profile by username, searches, suggestions): fresh within a minute. */
export const PROFILE_STALE_MS = 60_000;

/**
 * One user through the batcher. A user looked up to name a mention or an avatar is never
 * fetched again while cached; screens that show a profile ask for fresher data themselves.
 */
export function userQueryOptions(ctx: ReadContext, fid: Fid | null) {
  return queryOptions({
    queryKey: readKeys.user(ctx.viewer, fid),
    queryFn: fid === null ? skipToken : () => ctx.cache.loadUser(fid),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * A user shown as a profile page: asked for at once, not after other reads, and read again whenever the
 * page is shown or the window comes back to the front (what is cached shows meanwhile), so its counts
 * are current: others' follows move one's own follower count.
 */
export function profileQueryOptions(ctx: ReadContext, fid: Fid | null) {
  return queryOptions({
    queryKey: readKeys.user(ctx.viewer, fid),
    queryFn: fid === null ? skipToken : () => ctx.cache.loadUser(fid, true),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function userByUsernameQueryOptions(ctx: ReadContext, username: string) {
  return queryOptions({
    queryKey: readKeys.userByUsername(ctx.viewer, username),
    queryFn: async () => {
      const user = await ctx.gateway.userByUsername(username);
      if (user) ctx.cache.rememberUsers([user]);
      return user;
    },
    staleTime: PROFILE_STALE_MS,
  });
}

/** How many people a mention search offers. */
const SEARCH_RESULTS = 6;

/**
 * People whose name starts like `match`, the exact username first whatever order the gateway answers in;
 * a failed search offers nobody rather than an error.
 */
export function userSearchQueryOptions(ctx: ReadContext, match: string) {
  return queryOptions({
    queryKey: readKeys.userSearch(ctx.viewer, match),
    queryFn: () =>
      ctx.gateway.searchUsers(match, SEARCH_RESULTS).then(
        (found) => rankByUsernameMatch(found, match),
        (): User[] => [],
      ),
    staleTime: PROFILE_STALE_MS,
  });
}

/** How many people a new account is offered to follow. */
const SUGGESTIONS = 8;

/** People to follow; null where the gateway offers none. */
export function suggestedUsersQueryOptions(ctx: ReadContext) {
  return queryOptions({
    queryKey: readKeys.suggestedUsers(ctx.viewer),
    queryFn: async () => {
      const users = await ctx.gateway.suggestedUsers(SUGGESTIONS);
      if (users) ctx.cache.rememberUsers(users);
      return users;
    },
    staleTime: PROFILE_STALE_MS,
  });
}

type FollowList = 'following' | 'followers';

export function followListQueryOptions(ctx: ReadContext, list: FollowList, fid: Fid) {
  return infiniteQueryOptions({
    queryKey: list === 'following' ? readKeys.following(ctx.viewer, fid) : readKeys.followers(ctx.viewer, fid),
    queryFn: async ({ pageParam }): Promise<Page<User>> => {
      const query = { cursor: pageParam, limit: USER_PAGE_SIZE };
      const page = list === 'following' ? await ctx.gateway.following(fid, query) : await ctx.gateway.followers(fid, query);
      ctx.cache.rememberUsers(page.items);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
  });
}
