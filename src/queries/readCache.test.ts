import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { castHashOf, fidOf } from '../api/ids';
import type { Gateway } from '../api/gateway';
import type { Cast, Fid, Page, User } from '../api/model';
import { castQueryOptions, castsQueryOptions } from './castQueries';
import { readKeys } from './queryKeys';
import { afterOtherReads, createReadCache } from './readCache';
import type { ReadContext } from './readContext';
import { testCast, testUser } from './testModel';

/** A gateway with two pages of casts by FID 1 that mention FIDs 7 and 8, counting every call. */
function fakeGateway() {
  const calls: string[] = [];
  const pages: Record<string, Page<Cast>> = {
    first: { items: [testCast({ hash: '0xa', author: testUser({ fid: '1' }), mentions: [{ fid: fidOf('7'), position: 0 }] })], next: 'c2' },
    c2: { items: [testCast({ hash: '0xb', author: testUser({ fid: '2' }), reply: testCast({ hash: '0xc', author: testUser({ fid: '3' }) }) })], next: null },
  };
  const gateway = {
    casts: async ({ cursor }: { cursor?: string | null }) => {
      calls.push(`casts ${cursor ?? 'first'}`);
      await new Promise((r) => setTimeout(r, 20));
      return pages[cursor ?? 'first']!;
    },
    users: async (fids: Fid[]): Promise<(User | null)[]> => {
      calls.push(`users ${fids.join(',')}`);
      return fids.map((fid) => testUser({ fid }));
    },
    cast: async (hash: string) => {
      calls.push(`cast ${hash}`);
      return null;
    },
  } as unknown as Gateway;
  return { gateway, calls };
}

function context() {
  const { gateway, calls } = fakeGateway();
  // Fresh for a minute, as in the app's client.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  const ctx: ReadContext = { gateway, viewer: 'anon', cache: createReadCache(gateway, client, 'anon') };
  return { ctx, client, calls };
}

describe('reading through the cache', () => {
  it('pages a feed with its cursors and stores the users and casts the pages carried', async () => {
    const { ctx, client, calls } = context();
    const options = castsQueryOptions(ctx, { fid: fidOf('1') });
    const data = await client.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(data.pageParams).toEqual([null, 'c2']);
    expect(calls).toEqual(['casts first', 'casts c2']);
    expect(client.getQueryData<User>(readKeys.user('anon', fidOf('3')))?.fid).toBe('3');
    expect(await client.fetchQuery(castQueryOptions(ctx, castHashOf('0xc')))).toMatchObject({ hash: '0xc' });
    expect(client.getQueryData<Cast>(readKeys.cast('anon', castHashOf('0xb')))?.reply).toBeNull();
    expect(calls).toEqual(['casts first', 'casts c2']);
  });

  it('never asks for a user a response already carried', async () => {
    const { ctx, client, calls } = context();
    await client.fetchInfiniteQuery(castsQueryOptions(ctx, { fid: fidOf('1') }));
    expect((await ctx.cache.loadUser(fidOf('1')))?.fid).toBe('1');
    expect(calls).toEqual(['casts first']);
  });

  it('holds a users batch until the reads in flight have landed, and sends one call for all of it', async () => {
    const { ctx, client, calls } = context();
    const mention = ctx.cache.loadUser(fidOf('7'));
    const feed = client.fetchInfiniteQuery(castsQueryOptions(ctx, { fid: fidOf('1') }));
    await feed;
    const late = ctx.cache.loadUser(fidOf('8'));
    await Promise.all([mention, late]);
    expect(calls).toEqual(['casts first', 'users 7,8']);
  });

  it('never overwrites a user or cast already held with one a later response embedded', () => {
    const { ctx, client } = context();
    const held = testUser({ fid: '7', displayName: 'Held, with viewer flags', viewer: { isFollowing: true, isFollowedBy: false } });
    client.setQueryData(readKeys.user('anon', fidOf('7')), held);
    const heldCast = testCast({ hash: '0xd', likes: 9 });
    client.setQueryData(readKeys.cast('anon', castHashOf('0xd')), heldCast);
    ctx.cache.rememberUsers([testUser({ fid: '7', displayName: 'Embedded copy' }), testUser({ fid: '9' })]);
    ctx.cache.rememberCasts([testCast({ hash: '0xd', likes: 0, author: testUser({ fid: '7', displayName: 'Embedded again' }) })]);
    expect(client.getQueryData(readKeys.user('anon', fidOf('7')))).toBe(held);
    expect(client.getQueryData(readKeys.cast('anon', castHashOf('0xd')))).toBe(heldCast);
    expect(client.getQueryData<User>(readKeys.user('anon', fidOf('9')))?.fid).toBe('9');
  });
});

describe('loading users', () => {
  it('keeps a user it fetched for every screen, and fetches it once', async () => {
    const { ctx, client, calls } = context();
    expect((await ctx.cache.loadUser(fidOf('7')))?.fid).toBe('7');
    expect(client.getQueryData<User>(readKeys.user('anon', fidOf('7')))?.fid).toBe('7');
    expect((await ctx.cache.loadUser(fidOf('7')))?.fid).toBe('7');
    expect(calls).toEqual(['users 7']);
  });

  it('asks again for a user marked out of date, such as one kept from an earlier visit', async () => {
    const { ctx, client, calls } = context();
    client.setQueryData(readKeys.user('anon', fidOf('7')), testUser({ fid: '7', displayName: 'Old name' }));
    await client.invalidateQueries({ queryKey: readKeys.user('anon', fidOf('7')), refetchType: 'none' });
    expect((await ctx.cache.loadUser(fidOf('7')))?.displayName).not.toBe('Old name');
    expect(calls).toEqual(['users 7']);
  });

  it('sends a user a screen cannot do without at once, without waiting for the reads in flight', async () => {
    const { ctx, client, calls } = context();
    const feed = client.fetchInfiniteQuery(castsQueryOptions(ctx, { fid: fidOf('1') }));
    await ctx.cache.loadUser(fidOf('9'), true);
    expect(calls).toEqual(['casts first', 'users 9']);
    expect(client.isFetching()).toBe(1);
    await feed;
  });
});

describe('afterOtherReads', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Whether `flush` has run after `ms` of (fake) time, with `busy` reads in flight on the client. */
  function flushedAfter(ms: number, ...busy: (readonly unknown[])[]): boolean {
    vi.useFakeTimers();
    const client = new QueryClient();
    for (const key of busy) void client.prefetchQuery({ queryKey: key, queryFn: () => new Promise<never>(() => {}) });
    let flushed = false;
    afterOtherReads(client)(() => {
      flushed = true;
    });
    vi.advanceTimersByTime(ms);
    return flushed;
  }

  it('sends a batch soon when nothing else is being read', () => {
    expect(flushedAfter(50)).toBe(true);
  });

  it('does not wait for other user lookups, which the batch itself answers', () => {
    expect(flushedAfter(50, readKeys.user('anon', fidOf('3')))).toBe(true);
  });

  it('holds a batch while other reads are in flight, but never much longer than a tenth of a second', () => {
    expect(flushedAfter(50, readKeys.casts('anon', {}))).toBe(false);
    expect(flushedAfter(200, readKeys.casts('anon', {}))).toBe(true);
  });
});
