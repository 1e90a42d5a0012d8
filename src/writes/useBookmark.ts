import type { BookmarkVars } from './bookmarkWrite';
import { optimisticWriteOptions, useOptimisticWrite } from './optimisticWrite';
import { useWriteDeps, type WriteDeps } from './writeDeps';

const loadBookmarkWrite = () => import('./bookmarkWrite').then((m) => m.bookmarkWrite);
const bookmarkTarget = ({ cast }: BookmarkVars) => cast.hash;

/** Bookmark and its undoing: the card and the Bookmarks list change at once and go back if the gateway refuses. */
export const bookmarkMutationOptions = (deps: WriteDeps) => optimisticWriteOptions('bookmark', deps, loadBookmarkWrite);

export function useBookmark() {
  const deps = useWriteDeps();
  return useOptimisticWrite(deps.client, bookmarkMutationOptions(deps), bookmarkTarget);
}
