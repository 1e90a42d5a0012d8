import type { CastRow, StoredEmbeds, UserRow } from '../store/rows';
import type { Store } from '../store/store';

/** A cast as listed: a reply comes folded into its parent (`cast`), as the public service does it. */
export interface CastItem {
  cast: CastRow;
  child: CastRow | null;
}

export interface ViewerRelations {
  userId: number;
  /** Link id of viewer -> user, by user id. */
  follows: Map<number, number>;
  /** Link id of user -> viewer, by user id. */
  followedBy: Map<number, number>;
  /** `castId:kind` of the viewer's reactions. */
  reactions: Set<string>;
  /** Bookmark id of each cast the viewer keeps, by cast hash. */
  bookmarks: Map<string, number>;
}

/** Everything a presenter needs beyond the rows themselves, fetched in a few batched queries. */
export interface ViewContext {
  origin: string;
  users: Map<number, UserRow>;
  usersByFid: Map<string, UserRow>;
  quotes: Map<string, CastRow>;
  recasters: Map<number, string[]>;
  viewer: ViewerRelations | null;
  /** Author records already built for this response; an author of many casts is built once. */
  authors: Map<number, Record<string, unknown>>;
}

export interface ViewNeeds {
  origin: string;
  viewerId: number | null;
  /** Mentioned users as records (far.quest) rather than FID strings. */
  mentionUsers: boolean;
  recasters: boolean;
}

export const parseEmbeds = (cast: CastRow): StoredEmbeds => JSON.parse(cast.embeds) as StoredEmbeds;
export const parseMentions = (cast: CastRow): string[] => JSON.parse(cast.mentions) as string[];

/**
 * Each reply folded into its parent, except into a parent the list holds in its own place (`listedItself`):
 * folded too, that parent would be listed twice, and a thread read with its parts out of order.
 */
export async function foldReplies(store: Store, rows: readonly CastRow[], listedItself: (parent: CastRow) => boolean = () => false): Promise<CastItem[]> {
  const parents = await store.casts.byHashes(rows.flatMap((r) => (r.parent_hash ? [r.parent_hash] : [])));
  return rows.map((row) => {
    const parent = row.parent_hash ? parents.get(row.parent_hash) : undefined;
    return parent && !listedItself(parent) ? { cast: parent, child: row } : { cast: row, child: null };
  });
}

export async function castContext(store: Store, items: readonly CastItem[], needs: ViewNeeds): Promise<ViewContext> {
  const shown = items.flatMap((item) => (item.child ? [item.cast, item.child] : [item.cast]));
  const quotes = await store.casts.byHashes(shown.flatMap((c) => parseEmbeds(c).quotes));
  const all = [...shown, ...quotes.values()];
  const userIds = new Set<number>();
  for (const c of all) {
    userIds.add(c.author_id);
    if (c.parent_author_id !== null) userIds.add(c.parent_author_id);
  }
  const castIds = all.map((c) => c.id);
  const castHashes = all.map((c) => c.hash);
  return {
    origin: needs.origin,
    users: await store.users.byIds(userIds),
    usersByFid: needs.mentionUsers ? await store.users.byFids(all.flatMap(parseMentions)) : new Map(),
    quotes,
    recasters: needs.recasters ? await store.reactions.recasters(castIds) : new Map(),
    viewer: await viewerRelations(store, needs.viewerId, userIds, castIds, castHashes),
    authors: new Map(),
  };
}

export async function userContext(store: Store, users: readonly UserRow[], origin: string, viewerId: number | null): Promise<ViewContext> {
  return { ...detachedContext(origin, users), viewer: await viewerRelations(store, viewerId, users.map((u) => u.id), [], []) };
}

async function viewerRelations(
  store: Store,
  viewerId: number | null,
  userIds: Iterable<number>,
  castIds: readonly number[],
  castHashes: readonly string[],
): Promise<ViewerRelations | null> {
  if (viewerId === null) return null;
  const ids = [...userIds];
  return {
    userId: viewerId,
    follows: await store.links.viewerFollows(viewerId, ids),
    followedBy: await store.links.followsViewer(viewerId, ids),
    reactions: castIds.length > 0 ? await store.reactions.byViewer(viewerId, castIds) : new Set(),
    bookmarks: castHashes.length > 0 ? await store.bookmarks.byViewer(viewerId, castHashes) : new Map(),
  };
}

/** Site-relative asset paths become absolute against the address the caller used. */
export const absolute = (origin: string, stored: string): string => (stored.startsWith('/static/') ? origin + stored : stored);

/** An author's record, built once per response however many casts they wrote. */
export function authorRecord(ctx: ViewContext, id: number, build: (row: UserRow) => Record<string, unknown>): Record<string, unknown> {
  const built = ctx.authors.get(id);
  if (built) return built;
  const row = ctx.users.get(id);
  if (!row) throw new Error(`user ${id} missing from the view context`);
  const record = build(row);
  ctx.authors.set(id, record);
  return record;
}

/** The quoted casts the context holds, in embed order. */
export const quotedRows = (ctx: ViewContext, embeds: StoredEmbeds): CastRow[] =>
  embeds.quotes.flatMap((hash) => ctx.quotes.get(hash) ?? []);

/** A context for rows read from a Farcaster node rather than the store: their users, and no viewer relations. */
export function detachedContext(origin: string, users: readonly UserRow[]): ViewContext {
  return {
    origin,
    users: new Map(users.map((u) => [u.id, u])),
    usersByFid: new Map(),
    quotes: new Map(),
    recasters: new Map(),
    viewer: null,
    authors: new Map(),
  };
}
