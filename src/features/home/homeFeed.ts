import type { CastFeedParams } from '../../queries/queryKeys';
import { parseChannelKey } from '../../api/ids';
import { channelUrl } from '../../widgets/channel/channelKey';

/** Which feed home shows: signed in, Following unless Latest (or a channel) is asked for; signed out, Latest. */
export type HomeFeed = 'following' | 'latest';

export function homeFeedOf(params: URLSearchParams, signedIn: boolean): HomeFeed {
  if (!signedIn) return 'latest';
  return params.get('feed') === 'latest' || params.has('channel') ? 'latest' : 'following';
}

/** The channel Latest is narrowed to: any well-formed id, whether or not the directory lists it. */
export function homeChannelOf(params: URLSearchParams, signedIn: boolean): string | null {
  return homeFeedOf(params, signedIn) === 'latest' ? parseChannelKey(params.get('channel')) : null;
}

/** The casts home lists for these address parameters. */
export function homeCastFeed(params: URLSearchParams, signedIn: boolean): CastFeedParams {
  if (homeFeedOf(params, signedIn) === 'following') return { following: true };
  const channel = homeChannelOf(params, signedIn);
  return channel ? { parentChain: channelUrl(channel) } : {};
}
