import { openDatabase } from '../store/database';
import type { NewCast } from '../store/casts';
import type { CastRow, UserRow } from '../store/rows';
import { createStore, type Store } from '../store/store';

/** Test support: a store on a database in memory, with people and casts made in one line each. */
export interface MemoryStore {
  store: Store;
  /** A user with FID `fid`, named `username` (by default `user<fid>`). */
  user(fid: string, username?: string): UserRow;
  /** A cast by `author`, one second after the one before; `extra` sets any other column. */
  cast(author: UserRow, text: string, extra?: Partial<NewCast>): CastRow;
}

export const NO_EMBEDS = JSON.stringify({ images: [], urls: [], quotes: [] });

export function memoryStore(): MemoryStore {
  const store = createStore(openDatabase(':memory:'));
  let casts = 0;
  return {
    store,
    user(fid, username = `user${fid}`) {
      store.users.insert({
        fid, external: fid.startsWith('0x'), custodyAddress: null, username, displayName: '', bio: '', bioMentions: [], pfpUrl: '', url: '', registeredAt: 0,
      });
      return store.users.byFid(fid)!;
    },
    cast(author, text, extra = {}) {
      casts++;
      const hash = `0x${casts.toString(16).padStart(40, '0')}`;
      store.casts.insert({
        hash, authorId: author.id, text, mentions: [], mentionsPositions: [], embeds: NO_EMBEDS, parentHash: null, parentAuthorId: null,
        parentUrl: null, threadHash: hash, timestamp: casts * 1000, external: false, ...extra,
      });
      return store.casts.byHash(extra.hash ?? hash)!;
    },
  };
}
