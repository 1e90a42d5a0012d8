import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReadKind, ViewerKey } from '../../queries/queryKeys';

/**
 * What a returning person sees at once, before the gateway answers: the feeds, profiles and
 * notifications as they last read them. Kept per gateway and account, never a credential (the
 * access token lives in the session, not in any read).
 */
const KEPT_KINDS: ReadonlySet<ReadKind> = new Set(['casts', 'user', 'notifications']);

/** Older than this, what was kept is not shown: the person would rather wait for the network. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/** Raised when the shape of what is kept changes, so an older app's reads are dropped rather than misread. */
const KEPT_FORMAT = 1;

export interface KeptQueries {
  format: number;
  keptAt: number;
  state: DehydratedState;
}

/** The record a gateway's reads for one account (or for a signed-out visitor) are kept under. */
export function keptQueriesKey(gatewayUrl: string, account: string | null): string {
  return `${gatewayUrl} ${account ?? SIGNED_OUT}`;
}

const SIGNED_OUT = 'signed-out';

const isKeptFor = (key: string, account: string) => key.endsWith(` ${account}`);

/** The kept records of accounts no longer held here (signed out), at every gateway. */
export function keptToForget(kept: readonly string[], gone: readonly string[]): string[] {
  return kept.filter((key) => gone.some((account) => isKeptFor(key, account)));
}

const keptForViewer = (viewer: ViewerKey) => (query: Query) =>
  query.state.status === 'success' && query.queryKey[0] === 'castline' && query.queryKey[1] === viewer && KEPT_KINDS.has(query.queryKey[2] as ReadKind);

/** A feed keeps its first page only: a return opens at the top, and asks again for one page, not many. */
function firstPageOnly(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('pages' in data) || !('pageParams' in data)) return data;
  const { pages, pageParams } = data as { pages: unknown[]; pageParams: unknown[] };
  return { pages: pages.slice(0, 1), pageParams: pageParams.slice(0, 1) };
}

/** The reads worth keeping for `viewer`, as they stand in the cache. */
export function keepQueries(client: QueryClient, viewer: ViewerKey, now: number): KeptQueries {
  const state = dehydrate(client, { shouldDehydrateQuery: keptForViewer(viewer), shouldDehydrateMutation: () => false });
  const queries = state.queries.map((query) => ({ ...query, state: { ...query.state, data: firstPageOnly(query.state.data) } }));
  return { format: KEPT_FORMAT, keptAt: now, state: { ...state, queries } };
}

/**
 * Puts kept reads into the cache, a read already in the cache that is newer staying. Each one put back
 * counts as out of date, however recent, so it is asked for again as it is shown.
 */
export function restoreQueries(client: QueryClient, kept: unknown, now: number): void {
  if (!isKept(kept) || now - kept.keptAt > KEPT_FOR_MS) return;
  hydrate(client, kept.state);
  for (const { queryKey, state } of kept.state.queries) {
    const query = client.getQueryCache().find({ queryKey, exact: true });
    if (query?.state.dataUpdatedAt === state.dataUpdatedAt) query.invalidate();
  }
}

function isKept(value: unknown): value is KeptQueries {
  if (typeof value !== 'object' || value === null) return false;
  const { format, keptAt, state } = value as Partial<KeptQueries>;
  return format === KEPT_FORMAT && typeof keptAt === 'number' && typeof state === 'object' && state !== null && Array.isArray(state.queries);
}
