import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { Cast } from '../../api/model';
import { castRefOf } from '../../writes/castRef';
import { useMediaQuery } from '../../components/useMediaQuery';
import { channelUrl } from '../channel/channelKey';
import { composeHref } from './composeHref';
import { useComposeDialog } from './composeDialogStore';
import { compactSkeleton, useCanPost } from './composerSlot';
import { mentionName } from '../../components/userName';

// The composer and all signing code load only once someone who can post opens a feed.
const Composer = lazy(() => import('./Composer'));

/**
 * The box above a feed, for someone who can post (see FeedComposerGate): one line reading "What's
 * happening?" that opens into the composer on focus; on phones, a link to the full-screen composer.
 */
export function FeedComposerBox({ channelKey }: { channelKey?: string | undefined }) {
  const wide = useMediaQuery('(min-width: 40rem)');
  // The composer dialog writes the same draft: read it again once the dialog closes.
  const { closings } = useComposeDialog();
  if (!wide) {
    return (
      <div className="border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
        <Link to={composeHref(channelKey ? { channelKey } : {})} className="field flex min-h-11 items-center text-zinc-600 dark:text-zinc-400">
          What's happening?
        </Link>
      </div>
    );
  }
  return (
    <Suspense fallback={compactSkeleton}>
      <Composer
        key={`${channelKey ?? 'new'}:${closings}`}
        context={channelKey ? `channel:${channelKey}` : 'new'}
        target={channelKey ? { channelUrl: channelUrl(channelKey) } : {}}
        allowChannelPick={!channelKey}
        label={channelKey ? `Write a cast in /${channelKey}` : 'Write a cast'}
        compact
      />
    </Suspense>
  );
}

/** The reply box under a cast in its thread. */
export function ReplyComposer({ cast }: { cast: Cast }) {
  if (!useCanPost()) return null;
  const name = mentionName(cast.author);
  return (
    <Suspense fallback={compactSkeleton}>
      <Composer key={cast.hash} context={`reply:${cast.hash}`} target={{ parent: castRefOf(cast) }} allowChannelPick={false} label={`Reply to ${name}`} compact />
    </Suspense>
  );
}
