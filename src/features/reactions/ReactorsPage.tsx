import { Link, useParams } from 'react-router-dom';
import { parseCastHash } from '../../api/ids';
import type { CastHash } from '../../api/model';
import { ItemErrorBoundary } from '../../components/ItemErrorBoundary';
import { ListFooter, pagingOf } from '../../components/ListFooter';
import { NotFound } from '../../components/NotFound';
import { EmptyState, LoadError } from '../../components/ListStates';
import { UserRowSkeletons } from '../../components/Skeletons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import type { ReactorKind } from '../../queries/reactorQueries';
import { useReactors } from '../../queries/useReactors';
import { useCast } from '../../queries/useCast';
import { FollowButton } from '../../widgets/actions/FollowButton';
import { castPath, castReactorsPath } from '../../app/routePaths';
import { UserRow } from '../../widgets/users/UserRow';

const TITLES = { likes: 'Liked by', recasts: 'Recast by' } as const;

const tabClass = (on: boolean) =>
  `rounded-full px-3 py-1.5 text-sm font-semibold ${on ? 'bg-zinc-200 dark:bg-zinc-800' : 'hover:bg-zinc-100 dark:hover:bg-zinc-900'}`;

/** `/cast/:hash/likes` and `/cast/:hash/recasts`: the people who reacted, newest first, with follow buttons. */
export function ReactorsPage() {
  const params = useParams();
  const hash = parseCastHash(decodeURIComponent(params.hash ?? ''));
  const { reactions } = params;
  if (hash === null || (reactions !== 'likes' && reactions !== 'recasts')) return <NotFound what="There is no page at this address." />;
  return <Reactors kind={reactions} hash={hash} />;
}

function Reactors({ kind, hash }: { kind: ReactorKind; hash: CastHash }) {
  useDocumentTitle(TITLES[kind]);
  const query = useReactors(kind, hash);
  return (
    <div>
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
        <div>
          <h1 className="text-xl font-bold">{TITLES[kind]}</h1>
          <Link to={castPath(hash)} className="text-sm text-violet-700 hover:underline dark:text-violet-300">
            Back to the cast
          </Link>
        </div>
        <nav aria-label="Reactions">
          <Link to={castReactorsPath(hash, 'likes')} className={tabClass(kind === 'likes')} aria-current={kind === 'likes' ? 'page' : undefined}>
            Likes
          </Link>
          <Link to={castReactorsPath(hash, 'recasts')} className={tabClass(kind === 'recasts')} aria-current={kind === 'recasts' ? 'page' : undefined}>
            Recasts
          </Link>
        </nav>
      </header>
      {query.isPending ? (
        <UserRowSkeletons />
      ) : query.isError && query.users.length === 0 ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.users.length === 0 ? (
        <NoReactors kind={kind} hash={hash} />
      ) : (
        <ul aria-label={`${TITLES[kind]}, newest first`}>
          {query.users.map((user) => (
            <li key={user.fid} className="border-b border-zinc-200 dark:border-zinc-800">
              <ItemErrorBoundary fallback={<p className="px-4 py-3 text-sm">This account could not be shown.</p>}>
                <UserRow user={user} action={<FollowButton user={user} />} />
              </ItemErrorBoundary>
            </li>
          ))}
        </ul>
      )}
      {!query.isPending && (
        <ListFooter
          {...pagingOf(query)}
          itemCount={query.users.length}
          noun="people"
        />
      )}
    </div>
  );
}

/** An empty list means nobody reacted only if the cast exists; an unknown cast is not found. */
function NoReactors({ kind, hash }: { kind: ReactorKind; hash: CastHash }) {
  const cast = useCast(hash);
  if (cast.isPending) return <UserRowSkeletons />;
  if (cast.isSuccess && cast.data === null) return <EmptyState>This cast was not found: it may have been deleted, or this gateway never had it.</EmptyState>;
  return <EmptyState>{kind === 'likes' ? 'No one has liked this cast yet.' : 'No one has recast this cast yet.'}</EmptyState>;
}
