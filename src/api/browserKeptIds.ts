import { AppError } from '../errors/appError';
import type { Fid, ListQuery } from './model';

/** Kept in this browser, each id is one read: small pages stay within the public service's rate budget. */
const BROWSER_PAGE_SIZE = 10;

export interface KeptIdsOptions<Id extends string> {
  /** The start of the storage key; the account's id ends it. */
  prefix: string;
  /** As many as the local gateway keeps per account. */
  max: number;
  /** An entry as stored, as an id, or null for one that is not an id. */
  parse(value: unknown): Id | null;
  /** What a person is told when the list is full. */
  full: string;
}

export interface KeptIds<Id extends string> {
  storageKey(account: Fid): string;
  /** Latest first; what is stored but is not a list of ids counts as none. */
  all(storage: Storage, account: Fid): Id[];
  has(storage: Storage, account: Fid, id: Id): boolean;
  /** Keeps the id on top; one kept already keeps its place, as the gateway does. Refused in words when full. */
  add(storage: Storage, account: Fid, id: Id): void;
  remove(storage: Storage, account: Fid, id: Id): void;
  /** A page of the ids, each read into what it names (what reads as null drops out); the cursor is the offset into the list. */
  page<T>(storage: Storage, account: Fid, query: ListQuery, read: (id: Id) => Promise<T | null>): Promise<{ items: T[]; next: string | null }>;
}

/**
 * Ids kept per account in this browser (bookmarked casts, followed channels), for a gateway that keeps
 * none (the public service): ids only, never a token or a key, latest first, each once.
 */
export function keptIds<Id extends string>({ prefix, max, parse, full }: KeptIdsOptions<Id>): KeptIds<Id> {
  const storageKey = (account: Fid) => prefix + account;
  function all(storage: Storage, account: Fid): Id[] {
    let parsed: unknown;
    try {
      parsed = JSON.parse(storage.getItem(storageKey(account)) ?? '[]');
    } catch {
      return [];
    }
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.flatMap((value) => parse(value) ?? []))];
  }
  function save(storage: Storage, account: Fid, ids: readonly Id[]): void {
    if (ids.length === 0) storage.removeItem(storageKey(account));
    else storage.setItem(storageKey(account), JSON.stringify(ids));
  }
  return {
    storageKey,
    all,
    has: (storage, account, id) => all(storage, account).includes(id),
    add(storage, account, id) {
      const ids = all(storage, account);
      if (ids.includes(id)) return;
      if (ids.length >= max) throw new AppError('invalid-input', full);
      save(storage, account, [id, ...ids]);
    },
    remove(storage, account, id) {
      const ids = all(storage, account);
      if (ids.includes(id)) save(storage, account, ids.filter((kept) => kept !== id));
    },
    async page(storage, account, { cursor, limit }, read) {
      const ids = all(storage, account);
      const start = Math.max(0, Number.parseInt(cursor ?? '0', 10) || 0);
      const end = start + Math.min(limit ?? BROWSER_PAGE_SIZE, BROWSER_PAGE_SIZE);
      const items = await Promise.all(ids.slice(start, end).map(read));
      return { items: items.filter((item) => item !== null), next: end < ids.length ? String(end) : null };
    },
  };
}
