import { EmptyState } from '../../components/ListStates';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useBookmarks } from '../../queries/useBookmarks';
import { useSession } from '../../services/useSession';
import { CastFeed } from '../../widgets/feed/CastFeed';

/** `/bookmarks`: the casts the account keeps, newest first. */
export function BookmarksPage() {
  useDocumentTitle('Bookmarks');
  const signedIn = useSession().identity !== null;
  return (
    <div>
      <h1 className="border-b border-zinc-200 px-4 py-3 text-xl font-bold dark:border-zinc-800">Bookmarks</h1>
      {signedIn ? <BookmarkList /> : <EmptyState>Sign in to see the casts you bookmarked.</EmptyState>}
    </div>
  );
}

function BookmarkList() {
  const query = useBookmarks();
  return (
    <>
      {query.keptInBrowser && (
        <p className="border-b border-zinc-200 px-4 py-2 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          Kept in this browser: this gateway does not keep bookmarks.
        </p>
      )}
      <CastFeed casts={query.casts} paging={query} label="Bookmarks" empty="No bookmarks yet. Bookmark a cast from its actions to find it here." />
    </>
  );
}
