/** Which feed home shows: signed in, Following unless Latest (or a channel) is asked for; signed out, Latest. */
export type HomeFeed = 'following' | 'latest';

export function homeFeedOf(params: URLSearchParams, signedIn: boolean): HomeFeed {
  if (!signedIn) return 'latest';
  return params.get('feed') === 'latest' || params.has('channel') ? 'latest' : 'following';
}
