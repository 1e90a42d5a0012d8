import { lazy, Suspense } from 'react';
import { compactSkeleton, useCanPost } from './composerSlot';

// The box (with the compose dialog's state) loads only once someone can post: a first visit is signed out.
const FeedComposerBox = lazy(() => import('./FeedComposer').then((m) => ({ default: m.FeedComposerBox })));

/** The box above a feed, for people who can post; nothing for everyone else. */
export function FeedComposer({ channelKey }: { channelKey?: string | undefined }) {
  if (!useCanPost()) return null;
  return (
    <Suspense fallback={compactSkeleton}>
      <FeedComposerBox channelKey={channelKey} />
    </Suspense>
  );
}
