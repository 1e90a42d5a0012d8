import { keptIds } from './browserKeptIds';
import type { HttpRequest } from './http';
import { castHashOf, parseCastHash } from './ids';
import type { Cast, CastHash, Fid, ListQuery, Page } from './model';
import { castSchema } from './normalise/cast';
import { readPage } from './normalise/envelope';

export interface BookmarkPage extends Page<Cast> {
  /** The gateway keeps no bookmarks (the public service), so these are the ones kept in this browser. */
  keptInBrowser: boolean;
}

/**
 * A person's bookmarks: kept by a gateway with Castline's routes (`/castline/v1/bookmarks`, private to
 * the signed-in account, so they follow it to any browser), and in this browser against one without.
 * `account` names whose bookmarks this browser keeps; the gateway knows the account by its token.
 */
export interface Bookmarks {
  /** Newest first. */
  bookmarks(account: Fid, query?: ListQuery): Promise<BookmarkPage>;
  addBookmark(account: Fid, hash: CastHash): Promise<void>;
  removeBookmark(account: Fid, hash: CastHash): Promise<void>;
  /** Whether this browser keeps the cast for the account: what a card shows where the gateway keeps no bookmarks. */
  keptHere(account: Fid, hash: CastHash): boolean;
}

export interface BookmarkDeps {
  send(req: HttpRequest): Promise<unknown>;
  cast(hash: CastHash): Promise<Cast | null>;
  /** Whether the gateway has Castline's routes; asked once. */
  hasCastlineRoutes(): Promise<boolean>;
  storage(): Storage;
}

const PATH = '/castline/v1/bookmarks';

export const MAX_BROWSER_BOOKMARKS = 10_000;

/** Bookmarks kept in this browser against a gateway that keeps none: cast hashes, newest first. */
export const browserBookmarks = keptIds<CastHash>({
  prefix: 'castline.bookmarks.',
  max: MAX_BROWSER_BOOKMARKS,
  parse: (value) => (typeof value === 'string' ? parseCastHash(value) : null),
  full: `At most ${MAX_BROWSER_BOOKMARKS.toLocaleString('en')} bookmarks in this browser: remove some to add more.`,
});

export function bookmarkCalls({ send, cast, hasCastlineRoutes, storage }: BookmarkDeps): Bookmarks {
  /** A page of the hashes kept here, as casts; deleted casts drop out. */
  const keptPage = async (account: Fid, query: ListQuery): Promise<BookmarkPage> => ({ ...(await browserBookmarks.page(storage(), account, query, cast)), keptInBrowser: true });
  const path = (hash: CastHash) => `${PATH}/${encodeURIComponent(hash)}`;

  return {
    async bookmarks(account, query = {}) {
      if (!(await hasCastlineRoutes())) return keptPage(account, query);
      const body = await send({ method: 'GET', path: PATH, query: { limit: query.limit, cursor: query.cursor } });
      return { ...readPage(body, 'casts', castSchema, 'bookmarks'), keptInBrowser: false };
    },
    async addBookmark(account, hash) {
      if (await hasCastlineRoutes()) await send({ method: 'PUT', path: path(hash) });
      else browserBookmarks.add(storage(), account, hash);
    },
    async removeBookmark(account, hash) {
      if (await hasCastlineRoutes()) await send({ method: 'DELETE', path: path(hash) });
      else browserBookmarks.remove(storage(), account, hash);
    },
    keptHere: (account, hash) => browserBookmarks.has(storage(), account, castHashOf(hash)),
  };
}
