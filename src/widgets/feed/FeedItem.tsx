import type { Cast } from '../../api/model';
import { CastCard } from '../cast/CastCard';
import { RecastedBy } from './RecastedBy';

/** One feed entry. A reply the gateway folded into its parent is shown under that parent. */
export function FeedItem({ cast, nameId }: { cast: Cast; nameId: string }) {
  const recast = cast.recastedBy && <RecastedBy user={cast.recastedBy} />;
  if (!cast.reply) {
    return (
      <>
        {recast}
        <CastCard cast={cast} nameId={nameId} />
      </>
    );
  }
  return (
    <div>
      {recast}
      <div className="relative pb-2">
        <span aria-hidden="true" className="absolute bottom-0 left-5 top-12 w-0.5 -translate-x-1/2 bg-zinc-300 dark:bg-zinc-700" />
        <CastCard cast={cast} />
      </div>
      <CastCard cast={cast.reply} nameId={nameId} showReplyingTo={false} />
    </div>
  );
}

/** The cast a reader opens from a feed entry: the folded reply when there is one. */
export function openedCast(cast: Cast): Cast {
  return cast.reply ?? cast;
}
