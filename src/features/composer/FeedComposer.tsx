import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { Cast } from '../../api/model';
import { useSession } from '../../services/useSession';
import { castRefOf } from '../../writes/castRef';
import { channelUrl } from '../channel/channels';
import { composeHref } from './composeLink';

// The composer and all signing code load only once someone who can post opens a feed.
const Composer = lazy(() => import('./Composer'));

const skeleton = <div aria-hidden="true" className="h-40 animate-pulse border-b border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900" />;

function useCanPost(): boolean {
  const session = useSession();
  return session.identity !== null || session.expired;
}

/** The composer above a feed: inline on wider screens, a link to the full-screen composer on phones. */
export function FeedComposer({ channelKey }: { channelKey?: string | undefined }) {
  if (!useCanPost()) return null;
  return (
    <>
      <div className="hidden sm:block">
        <Suspense fallback={skeleton}>
          <Composer
            key={channelKey ?? 'new'}
            context={channelKey ? `channel:${channelKey}` : 'new'}
            target={channelKey ? { channelUrl: channelUrl(channelKey) } : {}}
            allowChannelPick={!channelKey}
            label={channelKey ? `Write a cast in /${channelKey}` : 'Write a cast'}
          />
        </Suspense>
      </div>
      <div className="border-b border-zinc-200 px-4 py-3 sm:hidden dark:border-zinc-800">
        <Link to={composeHref(channelKey ? { channelKey } : {})} className="btn btn-primary w-full justify-center">
          Write a cast
        </Link>
      </div>
    </>
  );
}

/** The reply box under a cast in its thread. */
export function ReplyComposer({ cast }: { cast: Cast }) {
  if (!useCanPost()) return null;
  const name = cast.author.username || cast.author.fid;
  return (
    <Suspense fallback={skeleton}>
      <Composer key={cast.hash} context={`reply:${cast.hash.toLowerCase()}`} target={{ parent: castRefOf(cast) }} parentCast={cast} allowChannelPick={false} label={`Reply to @${name}`} />
    </Suspense>
  );
}
