import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState, LoadError } from '../../components/ListStates';
import { UserRowSkeletons } from '../../components/Skeletons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useCastSearch } from '../../queries/useCastSearch';
import { useQuery } from '@tanstack/react-query';
import { userSearchQueryOptions } from '../../queries/userQueries';
import { useReadContext } from '../../queries/useReadContext';
import { searchPath, type SearchTab } from '../../app/routePaths';
import { CastFeed } from '../../widgets/feed/CastFeed';
import { UserRow } from '../../widgets/users/UserRow';
import { FollowButton } from '../../widgets/actions/FollowButton';
import { ChannelSearchResults } from '../../widgets/channel/ChannelSearchResults';

const TABS: { tab: SearchTab; label: string }[] = [
  { tab: 'casts', label: 'Casts' },
  { tab: 'users', label: 'Users' },
  { tab: 'channels', label: 'Channels' },
];

const tabClass = (on: boolean) =>
  `rounded-full px-3 py-1.5 text-sm font-semibold ${on ? 'bg-zinc-200 dark:bg-zinc-800' : 'hover:bg-zinc-100 dark:hover:bg-zinc-900'}`;

const tabOf = (raw: string | null): SearchTab => (raw === 'users' || raw === 'channels' ? raw : 'casts');

/** `/search?q=&tab=`: casts by the words in them, people by name, channels by name. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const tab = tabOf(params.get('tab'));
  useDocumentTitle(q ? `Search: ${q}` : 'Search');
  return (
    <div>
      <header className="border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
        <h1 className="text-xl font-bold">Search</h1>
        <SearchForm key={q} q={q} tab={tab} />
        <nav aria-label="Search results" className="mt-3 flex gap-1">
          {TABS.map(({ tab: t, label }) => (
            <Link key={t} to={searchPath(q, t)} className={tabClass(t === tab)} aria-current={t === tab ? 'page' : undefined}>
              {label}
            </Link>
          ))}
        </nav>
      </header>
      {q === '' ? (
        <EmptyState>Type a word to search casts, people and channels.</EmptyState>
      ) : tab === 'casts' ? (
        <CastResults q={q} />
      ) : tab === 'users' ? (
        <UserResults q={q} />
      ) : (
        <ChannelSearchResults query={q} />
      )}
    </div>
  );
}

function SearchForm({ q, tab }: { q: string; tab: SearchTab }) {
  const [text, setText] = useState(q);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPath(text.trim(), tab));
  };
  return (
    <search>
      <form onSubmit={submit} className="mt-2 flex gap-2">
        <input
          type="search"
          aria-label="Search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Words, @names or channels"
          className="min-w-0 flex-1 rounded-lg border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
    </search>
  );
}

function CastResults({ q }: { q: string }) {
  const query = useCastSearch(q);
  if (query.unavailable) return <EmptyState>This gateway does not offer cast search. People and channels can still be searched.</EmptyState>;
  return <CastFeed casts={query.casts} paging={query} label={`Casts matching ${q}, best match first`} empty={`No casts contain “${q}”.`} />;
}

function UserResults({ q }: { q: string }) {
  const search = useQuery(userSearchQueryOptions(useReadContext(), q));
  if (search.isPending) return <UserRowSkeletons />;
  if (search.isError) return <LoadError error={search.error} onRetry={() => void search.refetch()} />;
  if (search.data.length === 0) return <EmptyState>No one is called “{q}”.</EmptyState>;
  return (
    <ul aria-label={`People matching ${q}`}>
      {search.data.map((user) => (
        <li key={user.fid} className="border-b border-zinc-200 dark:border-zinc-800">
          <UserRow user={user} action={<FollowButton user={user} />} />
        </li>
      ))}
    </ul>
  );
}

