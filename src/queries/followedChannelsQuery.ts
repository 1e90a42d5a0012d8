import { infiniteQueryOptions, skipToken } from '@tanstack/react-query';
import { nextCursor } from './nextCursor';
import { ANONYMOUS, readKeys } from './queryKeys';
import type { ReadContext } from './readContext';

const FOLLOWED_PAGE_SIZE = 25;

/**
 * How often the unseen counts are read again while the list is on screen. Not where this browser keeps
 * the follows: there is nothing to count, and each channel would be a read of the public service's budget.
 */
const FOLLOWED_CHANNELS_POLL_MS = 60_000;

/** The channels the signed-in viewer follows, latest followed first, page after page; nobody's while signed out. */
export function followedChannelsQueryOptions(ctx: ReadContext) {
  const { viewer } = ctx;
  return infiniteQueryOptions({
    queryKey: readKeys.followedChannels(viewer),
    queryFn: viewer === ANONYMOUS ? skipToken : ({ pageParam }) => ctx.gateway.followedChannels(viewer, { cursor: pageParam, limit: FOLLOWED_PAGE_SIZE }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
    // Followed or opened in another browser meanwhile: showing the list reads it again.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.pages[0]?.keptInBrowser === false ? FOLLOWED_CHANNELS_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}
