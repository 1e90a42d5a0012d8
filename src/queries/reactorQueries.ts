import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CastHash } from '../api/model';
import { nextCursor } from './nextCursor';
import { readKeys } from './queryKeys';
import type { ReadContext } from './readContext';

export type ReactorKind = 'likes' | 'recasts';

export const REACTOR_PAGE_SIZE = 50;

export function reactorsQueryOptions(ctx: ReadContext, kind: ReactorKind, hash: CastHash) {
  return infiniteQueryOptions({
    queryKey: readKeys.reactors(ctx.viewer, kind, hash),
    queryFn: async ({ pageParam }) => {
      const query = { cursor: pageParam, limit: REACTOR_PAGE_SIZE };
      const page = kind === 'likes' ? await ctx.gateway.castLikes(hash, query) : await ctx.gateway.castRecasters(hash, query);
      ctx.cache.rememberUsers(page.items);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
  });
}
