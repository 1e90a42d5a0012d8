import { openDatabase, type Db } from '../store/database';
import { newTestDatabase } from './testDatabase';
import type { NewCast } from '../store/casts';
import type { CastRow, UserRow } from '../store/rows';
import { createStore, type Store } from '../store/store';

/**
 * Test support: a store on a new database (in memory, or a new PostgreSQL database when the tests run on
 * PostgreSQL), or on `db` when given, with people and casts made in one line each.
 */
export interface TestStore {
  store: Store;
  /** A user with FID `fid`, named `username` (by default `user<fid>`). */
  user(fid: string, username?: string): Promise<UserRow>;
  /** A cast by `author`, one second after the one before; `extra` sets any other column. */
  cast(author: UserRow, text: string, extra?: Partial<NewCast>): Promise<CastRow>;
}

export const NO_EMBEDS = JSON.stringify({ images: [], urls: [], quotes: [] });

export async function testStore(db?: Db): Promise<TestStore> {
  const store = createStore(db ?? (await openDatabase(await newTestDatabase(undefined, 'gateway', { migrated: true }))));
  let casts = 0;
  return {
    store,
    async user(fid, username = `user${fid}`) {
      await store.users.insert({
        fid, external: fid.startsWith('0x'), custodyAddress: null, username, displayName: '', bio: '', bioMentions: [], pfpUrl: '', url: '', registeredAt: 0,
      });
      return (await store.users.byFid(fid))!;
    },
    async cast(author, text, extra = {}) {
      casts++;
      const hash = `0x${casts.toString(16).padStart(40, '0')}`;
      await store.casts.insert({
        hash, authorId: author.id, text, mentions: [], mentionsPositions: [], embeds: NO_EMBEDS, parentHash: null, parentAuthorId: null,
        parentUrl: null, threadHash: hash, timestamp: casts * 1000, external: false, ...extra,
      });
      return (await store.casts.byHash(extra.hash ?? hash))!;
    },
  };
}
