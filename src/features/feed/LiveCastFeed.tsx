import type { ReactNode } from 'react';
import type { CastFeedParams } from '../../queries/queryKeys';
import { useCastFeed } from '../../queries/useCastFeed';
import { CastFeed } from './CastFeed';
import { NewCastsButton } from './NewCastsButton';

/** A feed that keeps an eye on its top for new casts: the home feed and channel feeds. */
export function LiveCastFeed({ feed, label, empty }: { feed: CastFeedParams; label: string; empty: ReactNode }) {
  const query = useCastFeed(feed);
  const banner = query.casts.length > 0 ? <NewCastsButton feed={feed} shown={query.casts} feedUpdatedAt={query.dataUpdatedAt} /> : null;
  return <CastFeed casts={query.casts} paging={query} label={label} empty={empty} banner={banner} />;
}
