import { useParams } from 'react-router-dom';
import { parseCastHash } from '../../api/ids';
import type { Cast, CastHash } from '../../api/model';
import { ItemErrorBoundary } from '../../components/ItemErrorBoundary';
import { NotFound } from '../../components/NotFound';
import { CastSkeletons } from '../../components/Skeletons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useCast } from '../../queries/useCast';
import { useThread } from '../../queries/useThread';
import { CastCard } from '../../widgets/cast/CastCard';
import { CastFeed } from '../../widgets/feed/CastFeed';
import { ReplyComposer } from '../../widgets/composer/FeedComposer';
import { ReactionCounts } from '../../widgets/cast/ReactionCounts';
import { DeliveryLine } from '../../widgets/cast/DeliveryLine';
import { LoadError } from '../../components/ListStates';
import { repliesUnder } from './threadTree';
import { displayName } from '../../components/userName';
import { BackControl } from './BackControl';

const FAILED = <p className="text-sm text-zinc-600 dark:text-zinc-400">This cast could not be shown.</p>;

/** `/cast/:hash`: the casts it replies to above it, the cast, and its replies below. */
export function ThreadPage() {
  const hash = parseCastHash(decodeURIComponent(useParams().hash ?? ''));
  const query = useCast(hash);
  if (hash === null) return <NotFound what="This address does not name a cast." />;
  if (query.isPending) return <CastSkeletons count={3} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <NotFound what="The gateway does not know this cast." />;
  return <Thread cast={query.data} />;
}

function Thread({ cast }: { cast: Cast }) {
  const thread = useThread(cast.threadHash ?? cast.hash);
  const replies = repliesUnder(thread.casts, cast.hash);
  const name = displayName(cast.author);
  useDocumentTitle(`Cast by ${name}`);
  return (
    <div>
      <BackControl title="Cast" />
      <h2 className="sr-only">Cast by {name}</h2>
      {cast.parentHash && (
        <section aria-label="Earlier in the conversation" className="px-4 pt-3">
          <Ancestor hash={cast.parentHash} ready={!thread.isPending} />
        </section>
      )}
      <article aria-label={`Cast by ${name}`} className="border-b border-zinc-200 px-4 py-4 dark:border-zinc-800">
        <ItemErrorBoundary fallback={FAILED}>
          <CastCard cast={cast} large />
        </ItemErrorBoundary>
        <DeliveryLine cast={cast} />
        <ReactionCounts cast={cast} />
      </article>
      <ReplyComposer cast={cast} />
      <h2 className="px-4 pt-4 text-lg font-bold">Replies</h2>
      <CastFeed casts={replies} paging={thread} label={`Replies to ${name}`} empty="No replies yet." />
    </div>
  );
}

/**
 * One cast above the opened one, its own parent first. Thread pages put every ancestor in the
 * cache, so this asks the gateway only for an ancestor the thread did not bring.
 */
function Ancestor({ hash, ready }: { hash: CastHash; ready: boolean }) {
  const query = useCast(hash, { enabled: ready });
  if (!query.data) {
    return (
      <p className="pb-3 text-sm text-zinc-600 dark:text-zinc-400">
        {query.isError || query.data === null ? 'An earlier cast in this conversation is not available.' : 'Loading the conversation…'}
      </p>
    );
  }
  return (
    <>
      {query.data.parentHash && <Ancestor hash={query.data.parentHash} ready={ready} />}
      <div className="relative pb-3" data-ancestor-hash={query.data.hash}>
        <span aria-hidden="true" className="absolute bottom-0 left-5 top-12 w-0.5 -translate-x-1/2 bg-zinc-300 dark:bg-zinc-700" />
        <ItemErrorBoundary fallback={FAILED}>
          <CastCard cast={query.data} />
        </ItemErrorBoundary>
      </div>
    </>
  );
}
