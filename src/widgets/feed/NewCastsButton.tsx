import type { Cast } from '../../api/model';
import type { CastFeedParams } from '../../queries/queryKeys';
import { useNewCasts } from './useNewCasts';

interface Props {
  feed: CastFeedParams;
  shown: readonly Cast[];
  feedUpdatedAt: number;
}

/**
 * "N new casts", waiting at the top of a feed; the casts already shown stay until the reader presses it.
 * Mounted only once the feed has its first page, which then counts as the first poll.
 */
export function NewCastsButton({ feed, shown, feedUpdatedAt }: Props) {
  const { count, gap, show } = useNewCasts(feed, shown, feedUpdatedAt);
  const onShow = () => {
    show();
    window.scrollTo({ top: 0 });
  };
  return (
    // In the page's flow, not over it: at the top of the feed it stands above the first cast instead of
    // on its author; further down it stays in sight under the header.
    <div className={`sticky top-16 z-10 flex justify-center ${count > 0 ? 'py-2' : 'h-0'}`} aria-live="polite">
      {count > 0 && (
        <button type="button" className="btn btn-primary shadow-lg" onClick={onShow}>
          {gap ? `${count}+` : count} new {count === 1 && !gap ? 'cast' : 'casts'}
        </button>
      )}
    </div>
  );
}
