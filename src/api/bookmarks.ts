import { forget, isKept, keep, keptHashes } from './browserBookmarks';
import type { HttpRequest } from './http';
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
/** Kept in this browser, each cast is one read: small pages stay within the public service's rate budget. */
const BROWSER_PAGE_SIZE = 10;

export function bookmarkCalls({ send, cast, hasCastlineRoutes, storage }: BookmarkDeps): Bookmarks {
  /** A page of the hashes kept here, as casts; the cursor is the offset into the list. Deleted casts drop out. */
  async function keptPage(account: Fid, { cursor, limit }: ListQuery): Promise<BookmarkPage> {
    const hashes = keptHashes(storage(), account);
    const start = Math.max(0, Number.parseInt(cursor ?? '0', 10) || 0);
    const end = start + Math.min(limit ?? BROWSER_PAGE_SIZE, BROWSER_PAGE_SIZE);
    const casts = await Promise.all(hashes.slice(start, end).map(cast));
    return { items: casts.filter((c) => c !== null), next: end < hashes.length ? String(end) : null, keptInBrowser: true };
  }
  const path = (hash: CastHash) => `${PATH}/${encodeURIComponent(hash)}`;

  return {
    async bookmarks(account, query = {}) {
      if (!(await hasCastlineRoutes())) return keptPage(account, query);
      const body = await send({ method: 'GET', path: PATH, query: { limit: query.limit, cursor: query.cursor } });
      return { ...readPage(body, 'casts', castSchema, 'bookmarks'), keptInBrowser: false };
    },
    async addBookmark(account, hash) {
      if (await hasCastlineRoutes()) await send({ method: 'PUT', path: path(hash) });
      else keep(storage(), account, hash);
    },
    async removeBookmark(account, hash) {
      if (await hasCastlineRoutes()) await send({ method: 'DELETE', path: path(hash) });
      else forget(storage(), account, hash);
    },
    keptHere: (account, hash) => isKept(storage(), account, hash),
  };
}
