import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestGateway, type TestGateway } from '../../gateway/testing/testGateway';
import { createGateway } from '../api/createGateway';
import { ANONYMOUS, readKeys } from './queryKeys';
import { readContextFor } from './useReadContext';
import { prefetchProfile, prefetchThread } from './screenPrefetch';
import { castsQueryOptions } from './castQueries';
import { fidOf } from '../api/ids';

let gateway: TestGateway;
const reads: string[] = [];

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.dispose());

function setUp() {
  reads.length = 0;
  const counting: typeof fetch = (input, init) => {
    reads.push(new URL(String(input)).pathname.replace('/farcaster/v2/', ''));
    return fetch(input, init);
  };
  // Everything counts as stale at once, as it does a minute after it was read.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 0, retry: false } } });
  const ctx = readContextFor(createGateway({ baseUrl: gateway.url, apiKey: gateway.apiKey }, { fetch: counting }), client, ANONYMOUS);
  return { client, ctx };
}

const settled = (client: QueryClient) => vi.waitFor(() => expect(client.isFetching()).toBe(0));

describe('screen prefetch', () => {
  it('reads the cast a thread opens on, then its conversation', async () => {
    const { client, ctx } = setUp();
    const first = (await client.fetchInfiniteQuery(castsQueryOptions(ctx, {}))).pages[0]!.items[0]!;
    prefetchThread(client, ctx, first.hash);
    await vi.waitFor(() => expect(client.getQueryData(readKeys.cast(ANONYMOUS, first.hash))).toMatchObject({ hash: first.hash }));
    const root = first.threadHash ?? first.hash;
    await vi.waitFor(() => expect(client.getQueryData(readKeys.thread(ANONYMOUS, root))).toMatchObject({ pages: [expect.objectContaining({ items: expect.any(Array) })] }));
  });

  it('reads a profile and its first page of casts side by side', async () => {
    const { client, ctx } = setUp();
    const fid = fidOf('2');
    prefetchProfile(client, ctx, fid, true);
    expect(client.isFetching()).toBe(2);
    await settled(client);
    expect(client.getQueryData(readKeys.user(ANONYMOUS, fid))).toMatchObject({ fid });
    expect(client.getQueryData(readKeys.casts(ANONYMOUS, { fid }))).toMatchObject({ pages: [expect.objectContaining({ items: expect.any(Array) })] });
  });
});
