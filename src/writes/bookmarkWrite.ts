import type { Cast } from '../api/model';
import { bookmarkInCache, cancelCastReads } from '../queries/cacheUpdates';
import { readKeys } from '../queries/queryKeys';
import { notSignedIn } from './currentAuthor';
import type { OptimisticWrite } from './optimisticWrite';

export interface BookmarkVars {
  cast: Cast;
  /** true to keep the cast among the bookmarks, false to take it away. */
  on: boolean;
}

/** Castline's own record, never published: sent as it is, with no message to sign. */
export const bookmarkWrite: OptimisticWrite<BookmarkVars, () => void> = {
  async send({ gateway, session }, { cast, on }) {
    const account = session.getState().identity?.fid;
    if (!account) throw notSignedIn();
    await (on ? gateway.addBookmark(account, cast.hash) : gateway.removeBookmark(account, cast.hash));
  },
  async apply(client, viewer, { cast, on }) {
    await cancelCastReads(client, viewer);
    return bookmarkInCache(client, viewer, cast, on);
  },
  rollback(_client, _viewer, _vars, restore) {
    restore();
  },
  reconcile(client, viewer) {
    // Another browser may have changed the list meanwhile: the next look at it reads it again.
    void client.invalidateQueries({ queryKey: readKeys.bookmarks(viewer), refetchType: 'none' });
  },
};
