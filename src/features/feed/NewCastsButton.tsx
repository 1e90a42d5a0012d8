import type { Cast } from '../../api/model';
import type { CastFeedParams } from '../../queries/queryKeys';
import { useNewCasts } from './useNewCasts';

interface Props {
  feed: CastFeedParams;
  shown: readonly Cast[];
  feedUpdatedAt: number;
}

/**
 * "N new casts", waiting at the top of a feed; the list never moves until the reader presses it.
 * Mounted only once the feed has its first page, which then counts as the first poll.
 */
export function NewCastsButton({ feed, shown, feedUpdatedAt }: Props) {
  const { count, gap, show } = useNewCasts(feed, shown, feedUpdatedAt);
  const onShow = () => {
    show();
    window.scrollTo({ top: 0 });
  };
  return (
    <div className="sticky top-16 z-10 flex h-0 justify-center" aria-live="polite">
      {count > 0 && (
        <button type="button" className="btn btn-primary mt-2 shadow-lg" onClick={onShow}>
          {gap ? `${count}+` : count} new {count === 1 && !gap ? 'cast' : 'casts'}
        </button>
      )}
    </div>
  );
}
