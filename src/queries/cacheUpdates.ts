import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Cast, CastHash, Fid, Page, User } from '../api/model';
import type { ScheduledCast } from '../api/scheduleModel';
import { readKeys, readsOfKind, type ViewerKey } from './queryKeys';

/**
 * What a post, a like, a recast, a follow or a delete does to the data already on screen, as
 * plain functions over cached values, and their application to every cached read of a viewer.
 * Every screen reads from these entries, so counts and badges agree everywhere without reloading.
 */

export type CastPages = InfiniteData<Page<Cast>, unknown>;

export function withReaction(cast: Cast, reaction: 'like' | 'recast', on: boolean): Cast {
  if (reaction === 'like') {
    if (cast.viewerLiked === on) return cast;
    return { ...cast, viewerLiked: on, likes: Math.max(0, cast.likes + (on ? 1 : -1)) };
  }
  if (cast.viewerRecasted === on) return cast;
  return { ...cast, viewerRecasted: on, recasts: Math.max(0, cast.recasts + (on ? 1 : -1)) };
}

export function withBookmark(cast: Cast, on: boolean): Cast {
  return cast.viewerBookmarked === on ? cast : { ...cast, viewerBookmarked: on };
}

export function withFollow(user: User, on: boolean): User {
  if (user.viewer?.isFollowing === on) return user;
  return {
    ...user,
    followerCount: Math.max(0, user.followerCount + (on ? 1 : -1)),
    viewer: { isFollowedBy: user.viewer?.isFollowedBy ?? false, isFollowing: on },
  };
}

/** `update` applied to the cast with `hash` wherever it appears: itself, a folded reply, a quote. */
export function mapCast(cast: Cast, hash: CastHash, update: (cast: Cast) => Cast): Cast {
  let next = cast.hash === hash ? update(cast) : cast;
  if (next.reply) {
    const reply = mapCast(next.reply, hash, update);
    if (reply !== next.reply) next = { ...next, reply };
  }
  const quotes = next.embeds.quotes.map((q) => mapCast(q, hash, update));
  if (quotes.some((q, i) => q !== next.embeds.quotes[i])) next = { ...next, embeds: { ...next.embeds, quotes } };
  return next;
}

function mapItems(items: readonly Cast[], hash: CastHash, update: (cast: Cast) => Cast): Cast[] | null {
  let changed = false;
  const out = items.map((item) => {
    const next = mapCast(item, hash, update);
    if (next !== item) changed = true;
    return next;
  });
  return changed ? out : null;
}

export function mapCastPages(data: CastPages, hash: CastHash, update: (cast: Cast) => Cast): CastPages {
  let changed = false;
  const pages = data.pages.map((page) => {
    const items = mapItems(page.items, hash, update);
    if (!items) return page;
    changed = true;
    return { ...page, items };
  });
  return changed ? { ...data, pages } : data;
}

/** The pages without the cast; a folded reply that is removed leaves its parent in place. */
export function removeFromPages(data: CastPages, hash: CastHash): CastPages {
  let changed = false;
  const pages = data.pages.map((page) => {
    const items: Cast[] = [];
    for (const item of page.items) {
      if (item.hash === hash) {
        changed = true;
        continue;
      }
      if (item.reply?.hash === hash) {
        changed = true;
        items.push({ ...item, reply: null });
        continue;
      }
      items.push(item);
    }
    return items.length === page.items.length && items.every((c, i) => c === page.items[i]) ? page : { ...page, items };
  });
  return changed ? { ...data, pages } : data;
}

const contains = (data: CastPages, hash: CastHash) => data.pages.some((p) => p.items.some((c) => c.hash === hash));

/** A new cast on top of a feed (newest first); nothing already shown moves relative to the rest. */
export function prependToPages(data: CastPages, cast: Cast): CastPages {
  const [first, ...rest] = data.pages;
  if (!first || contains(data, cast.hash)) return data;
  return { ...data, pages: [{ ...first, items: [cast, ...first.items] }, ...rest] };
}

/** A new reply at the end of a conversation (oldest first). */
export function appendToPages(data: CastPages, cast: Cast): CastPages {
  const last = data.pages.at(-1);
  if (!last || contains(data, cast.hash)) return data;
  return { ...data, pages: [...data.pages.slice(0, -1), { ...last, items: [...last.items, cast] }] };
}

type CastEntryKind = 'casts' | 'thread' | 'bookmarks' | 'casts-head' | 'cast';
const CAST_ENTRY_KINDS: readonly CastEntryKind[] = ['casts', 'thread', 'bookmarks', 'casts-head', 'cast'];
/** The kinds held as pages of casts. */
const CAST_PAGE_KINDS = ['casts', 'thread', 'bookmarks'] as const;
/** Lists of people held as one array, and lists of people held in pages: a follow changes the person in each. */
const USER_ARRAY_KINDS = ['suggested-users', 'user-search'] as const;
const USER_PAGE_KINDS = ['following', 'followers', 'reactors'] as const;
const USER_ENTRY_KINDS = ['user', 'username', ...USER_ARRAY_KINDS, ...USER_PAGE_KINDS] as const;

/** Stops reads of casts in flight, so none lands on top of an optimistic change and undoes it. */
export async function cancelCastReads(client: QueryClient, viewer: ViewerKey): Promise<void> {
  await Promise.all(CAST_ENTRY_KINDS.map((kind) => client.cancelQueries({ queryKey: readsOfKind(viewer, kind) })));
}

/** Stops reads of profiles and follow lists in flight, for the same reason. */
export async function cancelUserReads(client: QueryClient, viewer: ViewerKey): Promise<void> {
  await Promise.all(USER_ENTRY_KINDS.map((kind) => client.cancelQueries({ queryKey: readsOfKind(viewer, kind) })));
}

function entriesOf(client: QueryClient, viewer: ViewerKey, kind: CastEntryKind): QueryKey[] {
  return client.getQueriesData({ queryKey: readsOfKind(viewer, kind) }).map(([key]) => key);
}

/** Applies `update` to the cast with `hash` in every feed, thread, bookmark list, feed head and single-cast entry. */
export function updateCastInCache(client: QueryClient, viewer: ViewerKey, hash: CastHash, update: (cast: Cast) => Cast): void {
  for (const kind of CAST_PAGE_KINDS) {
    for (const key of entriesOf(client, viewer, kind)) {
      client.setQueryData<CastPages>(key, (data) => (data ? mapCastPages(data, hash, update) : data));
    }
  }
  for (const key of entriesOf(client, viewer, 'casts-head')) {
    client.setQueryData<Page<Cast>>(key, (page) => (page ? { ...page, items: mapItems(page.items, hash, update) ?? page.items } : page));
  }
  for (const key of entriesOf(client, viewer, 'cast')) {
    client.setQueryData<Cast | null>(key, (cast) => (cast ? mapCast(cast, hash, update) : cast));
  }
}

/** Takes the cast out of every list it is in; returns a function that puts the lists back. */
export function removeCastFromCache(client: QueryClient, viewer: ViewerKey, hash: CastHash): () => void {
  const saved: [QueryKey, unknown][] = [];
  for (const kind of CAST_PAGE_KINDS) {
    for (const key of entriesOf(client, viewer, kind)) {
      const data = client.getQueryData<CastPages>(key);
      if (!data) continue;
      const next = removeFromPages(data, hash);
      if (next === data) continue;
      saved.push([key, data]);
      client.setQueryData(key, next);
    }
  }
  for (const key of entriesOf(client, viewer, 'casts-head')) {
    const page = client.getQueryData<Page<Cast>>(key);
    if (!page?.items.some((c) => c.hash === hash)) continue;
    saved.push([key, page]);
    client.setQueryData<Page<Cast>>(key, { ...page, items: page.items.filter((c) => c.hash !== hash) });
  }
  return () => {
    for (const [key, data] of saved) client.setQueryData(key, data);
  };
}

/**
 * A cast confirmed as posted: on top of the author's feed, the latest feed and its channel, or
 * at the end of its thread with the parent's reply count raised.
 */
export function addPostedCast(client: QueryClient, viewer: ViewerKey, cast: Cast): void {
  client.setQueryData(readKeys.cast(viewer, cast.hash), cast);
  const prepend = (key: QueryKey) => client.setQueryData<CastPages>(key, (data) => (data ? prependToPages(data, cast) : data));
  if (cast.parentHash) {
    const parentHash = cast.parentHash;
    updateCastInCache(client, viewer, parentHash, (parent) => ({ ...parent, replies: parent.replies + 1 }));
    const threadKey = readKeys.thread(viewer, cast.threadHash ?? parentHash);
    client.setQueryData<CastPages>(threadKey, (data) => (data ? appendToPages(data, cast) : data));
    return;
  }
  prepend(readKeys.casts(viewer, {}));
  // One's own casts lead one's Following feed too, as the gateway lists them there.
  prepend(readKeys.casts(viewer, { following: true }));
  prepend(readKeys.casts(viewer, { fid: cast.author.fid }));
  if (cast.parentUrl) prepend(readKeys.casts(viewer, { parentChain: cast.parentUrl }));
}

/**
 * A bookmark kept or taken away: the cast's flag wherever it is shown, and the cast on top of the
 * bookmark list or out of it. Returns a function that puts both back.
 */
export function bookmarkInCache(client: QueryClient, viewer: ViewerKey, cast: Cast, on: boolean): () => void {
  const key = readKeys.bookmarks(viewer);
  const list = client.getQueryData<CastPages>(key);
  const was = cast.viewerBookmarked ?? !on;
  updateCastInCache(client, viewer, cast.hash, (c) => withBookmark(c, on));
  if (list) client.setQueryData<CastPages>(key, on ? prependToPages(list, withBookmark(cast, true)) : removeFromPages(list, cast.hash));
  return () => {
    updateCastInCache(client, viewer, cast.hash, (c) => withBookmark(c, was));
    if (list) client.setQueryData(key, list);
  };
}

/**
 * Applies `update` to the user with `fid` in profile entries and follow lists; the follow lists
 * whose membership a follow changes are marked stale, to be read again when next shown.
 */
export function updateUserInCache(client: QueryClient, viewer: ViewerKey, fid: Fid, update: (user: User) => User): void {
  client.setQueryData<User | null>(readKeys.user(viewer, fid), (user) => (user ? update(user) : user));
  for (const [key, user] of client.getQueriesData<User | null>({ queryKey: readsOfKind(viewer, 'username') })) {
    if (user && user.fid === fid) client.setQueryData(key, update(user));
  }
  for (const kind of USER_ARRAY_KINDS) {
    for (const [key, users] of client.getQueriesData<User[] | null>({ queryKey: readsOfKind(viewer, kind) })) {
      if (users) client.setQueryData(key, users.map((u) => (u.fid === fid ? update(u) : u)));
    }
  }
  for (const kind of USER_PAGE_KINDS) {
    for (const [key, data] of client.getQueriesData<InfiniteData<Page<User>, unknown>>({ queryKey: readsOfKind(viewer, kind) })) {
      if (!data) continue;
      client.setQueryData(key, { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((u) => (u.fid === fid ? update(u) : u)) })) });
    }
  }
}

/** The viewer's own following count, and the lists a follow changes, after following or unfollowing `target`. */
export function applyFollowToViewer(client: QueryClient, viewer: Fid, target: Fid, on: boolean): void {
  updateUserInCache(client, viewer, viewer, (me) => ({ ...me, followingCount: Math.max(0, me.followingCount + (on ? 1 : -1)) }));
  void client.invalidateQueries({ queryKey: readKeys.following(viewer, viewer), refetchType: 'none' });
  void client.invalidateQueries({ queryKey: readKeys.followers(viewer, target), refetchType: 'none' });
  void client.invalidateQueries({ queryKey: readKeys.casts(viewer, { following: true }), refetchType: 'none' });
}

/** A cast the gateway now keeps for later joins the viewer's list, in time order. */
export function addScheduledCast(client: QueryClient, viewer: ViewerKey, cast: ScheduledCast): void {
  client.setQueryData<ScheduledCast[] | null>(readKeys.scheduled(viewer), (list) =>
    list ? [...list.filter((c) => c.hash !== cast.hash), cast].sort((a, b) => a.publishAt - b.publishAt) : list,
  );
}

/** A cancelled scheduled cast leaves the viewer's list. */
export function removeScheduledCast(client: QueryClient, viewer: ViewerKey, hash: CastHash): void {
  client.setQueryData<ScheduledCast[] | null>(readKeys.scheduled(viewer), (list) => list?.filter((c) => c.hash !== hash) ?? list);
}
