import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { fidOf } from '../../api/ids';
import { ANONYMOUS, readKeys } from '../../queries/queryKeys';
import { KEPT_FOR_MS, keepQueries, keptQueriesKey, keptToForget, restoreQueries } from './keptQueries';

const ALICE = fidOf('2');
const BOB = fidOf('3');
const NOW = Date.UTC(2026, 10, 28);
const feed = (...pages: string[][]) => ({ pages: pages.map((items, n) => ({ items, next: `c${n}` })), pageParams: pages.map((_, n) => (n === 0 ? null : `c${n - 1}`)) });

function clientWith(entries: [readonly unknown[], unknown][]): QueryClient {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data, { updatedAt: NOW - 1_000 });
  return client;
}

const keptKeys = (client: QueryClient, viewer: typeof ALICE | typeof ANONYMOUS) => keepQueries(client, viewer, NOW).state.queries.map((q) => q.queryKey);

describe('keepQueries', () => {
  it("keeps the viewer's feeds, profiles and notifications, and nothing of another viewer's or of other reads", () => {
    const client = clientWith([
      [readKeys.casts(ALICE, { following: true }), feed(['a'])],
      [readKeys.user(ALICE, BOB), { fid: BOB }],
      [readKeys.notifications(ALICE), feed(['n'])],
      [readKeys.bookmarks(ALICE), feed(['b'])],
      [readKeys.scheduled(ALICE), []],
      [readKeys.casts(BOB, { following: true }), feed(['x'])],
      [readKeys.casts(ANONYMOUS, {}), feed(['y'])],
    ]);
    expect(keptKeys(client, ALICE)).toEqual([readKeys.casts(ALICE, { following: true }), readKeys.user(ALICE, BOB), readKeys.notifications(ALICE)]);
    expect(keptKeys(client, ANONYMOUS)).toEqual([readKeys.casts(ANONYMOUS, {})]);
  });

  it('keeps only the first page of a feed, and no read still waiting for its answer', () => {
    const client = clientWith([[readKeys.casts(ALICE, {}), feed(['a', 'b'], ['c'], ['d'])]]);
    void client.prefetchQuery({ queryKey: readKeys.user(ALICE, BOB), queryFn: () => new Promise(() => {}) });
    const kept = keepQueries(client, ALICE, NOW);
    expect(kept.state.queries.map((q) => q.state.data)).toEqual([feed(['a', 'b'])]);
  });
});

describe('restoreQueries', () => {
  it('puts what was kept back, as old as it was and out of date however recent, so it is read again when shown', () => {
    const kept = keepQueries(clientWith([[readKeys.user(ALICE, BOB), { fid: BOB, name: 'kept' }]]), ALICE, NOW);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    restoreQueries(client, JSON.parse(JSON.stringify(kept)), NOW);
    expect(client.getQueryData(readKeys.user(ALICE, BOB))).toEqual({ fid: BOB, name: 'kept' });
    expect(client.getQueryState(readKeys.user(ALICE, BOB))?.dataUpdatedAt).toBe(NOW - 1_000);
    expect(client.getQueryState(readKeys.user(ALICE, BOB))?.isInvalidated).toBe(true);
  });

  it('leaves a newer read in the cache in place, and ignores what is too old or of another shape', () => {
    const kept = keepQueries(clientWith([[readKeys.user(ALICE, BOB), { name: 'kept' }]]), ALICE, NOW);
    const client = new QueryClient();
    client.setQueryData(readKeys.user(ALICE, BOB), { name: 'fresh' }, { updatedAt: NOW });
    restoreQueries(client, kept, NOW);
    expect(client.getQueryData(readKeys.user(ALICE, BOB))).toEqual({ name: 'fresh' });
    expect(client.getQueryState(readKeys.user(ALICE, BOB))?.isInvalidated).toBe(false);

    const empty = new QueryClient();
    restoreQueries(empty, kept, NOW + KEPT_FOR_MS + 1);
    restoreQueries(empty, { ...kept, format: 0 }, NOW);
    restoreQueries(empty, 'not kept reads', NOW);
    expect(empty.getQueryCache().getAll()).toEqual([]);
  });
});

describe('keptToForget', () => {
  it('forgets the records of the accounts that signed out, at every gateway, and no other', () => {
    const kept = [
      keptQueriesKey('https://a.example', 'L2:2'),
      keptQueriesKey('https://b.example', 'L2:2'),
      keptQueriesKey('https://a.example', 'L2:12'),
      keptQueriesKey('https://a.example', 'L1:2'),
      keptQueriesKey('https://a.example', null),
    ];
    expect(keptToForget(kept, ['L2:2'])).toEqual([kept[0], kept[1]]);
    expect(keptToForget(kept, ['L2:12', 'L1:2'])).toEqual([kept[2], kept[3]]);
    expect(keptToForget(kept, [])).toEqual([]);
  });
});
