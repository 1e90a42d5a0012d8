import { AppError } from '../errors/appError';
import { castHashOf, parseCastHash } from './ids';
import type { CastHash, Fid } from './model';

/**
 * Bookmarks kept in this browser, for a gateway that keeps none (the public service): cast hashes
 * per account in localStorage, newest first. Hashes only; never a token or a key.
 */

/** As many as the local gateway keeps per account. */
export const MAX_BROWSER_BOOKMARKS = 10_000;

const PREFIX = 'castline.bookmarks.';

export const browserBookmarksKey = (account: Fid): string => PREFIX + account;

/** The account's kept hashes, newest first; what is stored but is not a list of hashes counts as none. */
export function keptHashes(storage: Storage, account: Fid): CastHash[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(browserBookmarksKey(account)) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((value) => {
    const hash = typeof value === 'string' ? parseCastHash(value) : null;
    return hash ? [hash] : [];
  });
}

function save(storage: Storage, account: Fid, hashes: readonly CastHash[]): void {
  if (hashes.length === 0) storage.removeItem(browserBookmarksKey(account));
  else storage.setItem(browserBookmarksKey(account), JSON.stringify(hashes));
}

export const isKept = (storage: Storage, account: Fid, hash: CastHash): boolean => keptHashes(storage, account).includes(castHashOf(hash));

/** Keeps the cast on top; one kept already keeps its place, as the gateway does. */
export function keep(storage: Storage, account: Fid, hash: CastHash): void {
  const hashes = keptHashes(storage, account);
  if (hashes.includes(hash)) return;
  if (hashes.length >= MAX_BROWSER_BOOKMARKS) {
    throw new AppError('invalid-input', `At most ${MAX_BROWSER_BOOKMARKS.toLocaleString('en')} bookmarks in this browser: remove some to add more.`);
  }
  save(storage, account, [hash, ...hashes]);
}

export function forget(storage: Storage, account: Fid, hash: CastHash): void {
  const hashes = keptHashes(storage, account);
  if (hashes.includes(hash)) save(storage, account, hashes.filter((kept) => kept !== hash));
}
