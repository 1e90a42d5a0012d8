import { lazy, Suspense, type ReactNode } from 'react';
import type { CastFeedParams } from '../../queries/queryKeys';
import { useCastFeed } from '../../queries/useCastFeed';
import { CastFeed } from './CastFeed';

// Its first look at the feed's top is seconds after the first page: it need not come with the first download.
const NewCastsButton = lazy(async () => ({ default: (await import('./NewCastsButton')).NewCastsButton }));

/** A feed that keeps an eye on its top for new casts: the home feed and channel feeds. */
export function LiveCastFeed({ feed, label, empty }: { feed: CastFeedParams; label: string; empty: ReactNode }) {
  const query = useCastFeed(feed);
  const banner =
    query.casts.length > 0 ? (
      <Suspense fallback={null}>
        <NewCastsButton feed={feed} shown={query.casts} feedUpdatedAt={query.dataUpdatedAt} />
      </Suspense>
    ) : null;
  return <CastFeed casts={query.casts} paging={query} label={label} empty={empty} banner={banner} />;
}
