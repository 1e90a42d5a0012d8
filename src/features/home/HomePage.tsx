import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useServices } from '../../services/services';
import { useSession } from '../../services/useSession';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useMediaQuery, WIDE_SCREEN } from '../../components/useMediaQuery';
import { ChannelPicker } from '../../widgets/channel/ChannelPicker';
import { channelChoices } from '../../widgets/channel/channelChoices';
import { LiveCastFeed } from '../../widgets/feed/LiveCastFeed';
import { FeedComposer } from '../../widgets/composer/FeedComposerGate';
import { channelPath } from '../../app/routePaths';
import { FeedTabs } from './FeedTabs';
import { homeCastFeed, homeChannelOf, homeFeedOf } from './homeFeed';

const bar = 'flex flex-wrap items-center gap-3 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800';

// Only an empty Following feed shows it: never part of the first download.
const FollowSuggestions = lazy(async () => ({ default: (await import('./FollowSuggestions')).FollowSuggestions }));

// Its choices come from the gateway's directory anyway: until they do, the plain select stands in.
const DirectoryChannelPicker = lazy(() => import('../../widgets/channel/DirectoryChannelPicker'));

/**
 * Home: signed in, the casts of the people one follows (`/`), with everyone's latest casts a tab
 * away (`/?feed=latest`, narrowed to one channel with `&channel=dev`); signed out, the latest casts.
 */
export function HomePage() {
  const [params, setParams] = useSearchParams();
  const signedIn = useSession().identity !== null;
  const feed = homeFeedOf(params, signedIn);
  const { signInPrompt } = useServices();
  const prompted = useSyncExternalStore(signInPrompt.subscribe, signInPrompt.isRequested);
  useEffect(() => {
    // A like or follow started while signed out finishes on the casts it was started from, not on Following.
    if (prompted && !signedIn && !params.has('feed')) setParams((p) => new URLSearchParams([...p, ['feed', 'latest']]), { replace: true });
  }, [prompted, signedIn, params, setParams]);
  const channel = homeChannelOf(params, signedIn);
  const title = feed === 'following' ? 'Following' : channel ? `Latest in /${channel}` : 'Latest casts';
  useDocumentTitle(title);
  const wide = useMediaQuery(WIDE_SCREEN);
  const choose = (key: string) => setParams({ ...(signedIn ? { feed: 'latest' } : {}), ...(key ? { channel: key } : {}) }, { replace: true });
  const picker = feed === 'latest' && (
    <Suspense fallback={<ChannelPicker value={channel ?? ''} keys={channelChoices([], channel)} onChange={choose} />}>
      <DirectoryChannelPicker value={channel ?? ''} onChange={choose} />
    </Suspense>
  );
  return (
    <div>
      {signedIn ? (
        <>
          {/* The tabs name the feed: a visible title would say it again, and push the first cast down on a phone. */}
          <h1 className="sr-only">Home</h1>
          <FeedTabs current={feed} />
          {picker && <div className={`${bar} justify-end`}>{picker}</div>}
        </>
      ) : (
        <div className={`${bar} justify-between`}>
          <h1 className="text-xl font-bold">{title}</h1>
          {picker}
        </div>
      )}
      {channel && (
        <p className="border-b border-zinc-200 px-4 py-2 text-sm dark:border-zinc-800">
          <Link to={channelPath(channel)} className="font-semibold text-violet-700 hover:underline dark:text-violet-300">
            Open the /{channel} channel page
          </Link>
        </p>
      )}
      {/* A phone writes from its floating button, leaving the screen to the casts. */}
      {wide && <FeedComposer channelKey={channel ?? undefined} />}
      {feed === 'following' ? (
        <LiveCastFeed
          key="following"
          feed={homeCastFeed(params, signedIn)}
          label="Casts from people you follow"
          empty={
            <Suspense fallback={null}>
              <FollowSuggestions />
            </Suspense>
          }
        />
      ) : (
        <LiveCastFeed
          key={channel ?? 'all'}
          feed={homeCastFeed(params, signedIn)}
          label={channel ? `Latest casts in /${channel}` : 'Latest casts'}
          empty="No casts yet."
        />
      )}
    </div>
  );
}
