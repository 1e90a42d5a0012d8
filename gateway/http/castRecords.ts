import type { Context } from 'hono';
import { castContext, detachedContext, userContext, type CastItem } from '../present/viewContext';
import type { CastRow, UserRow } from '../store/rows';
import { origin, presenterFor, viewerId, type GatewayDeps } from './deps';

/** Cast and user records in the caller's mode, with the viewer's relations when a token names one. */
export function recordMaker(deps: GatewayDeps) {
  const present = presenterFor(deps.compat);
  const farquest = deps.compat === 'farquest';
  return {
    async casts(c: Context, items: readonly CastItem[]) {
      const ctx = await castContext(deps.store, items, {
        origin: origin(c),
        viewerId: await viewerId(c, deps),
        mentionUsers: farquest,
        recasters: !farquest,
      });
      return items.map((item) => present.cast(item, ctx));
    },
    async users(c: Context, rows: readonly UserRow[]) {
      const ctx = await userContext(deps.store, rows, origin(c), await viewerId(c, deps));
      return rows.map((u) => present.user(u, ctx, false));
    },
    /** Records of rows read from a Farcaster node (see network/), the answer marked as such. */
    network(c: Context, rows: { users: readonly UserRow[]; casts?: readonly CastRow[] }) {
      askedTheNetwork(c);
      const ctx = detachedContext(origin(c), rows.users);
      return {
        users: () => rows.users.map((u) => present.user(u, ctx, false)),
        casts: () => (rows.casts ?? []).map((cast) => present.cast({ cast, child: null }, ctx)),
      };
    },
  };
}

/**
 * Marks an answer that depends on a Farcaster node's (found or not): it changes with the network, not
 * with this gateway's writes, so the read cache must not keep it.
 */
export const askedTheNetwork = (c: Context): void => c.header('Cache-Control', 'no-store');

/** A list body: far.quest puts `next` inside `result`, the specification beside it. */
export function listBody(deps: GatewayDeps, key: string, items: unknown[], next: string | null) {
  return deps.compat === 'farquest'
    ? { result: { [key]: items, next }, source: 'v2' }
    : { result: { [key]: items }, next, source: 'v2' };
}
