// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../api/gateway';
import { readKeys } from '../queries/queryKeys';
import { testCast } from '../queries/testModel';
import { bookmarkWrite } from './bookmarkWrite';
import { feed, held, itemsOf, ME, offlineServices, signedInServices } from './fixtures/writeFixtures';
import { useBookmark } from './useBookmark';
import { writeKeys } from './writeKeys';

// The hook over the app's services; only the gateway's two bookmark calls are stood in for.

/** The hook, signed in as ME, whose gateway holds every bookmark call until `answer` settles; the Bookmarks list refetches through `refetched`. */
function signedIn() {
  const test = signedInServices();
  const answer = held();
  const addBookmark = vi.fn<Gateway['addBookmark']>(() => answer.promise);
  const removeBookmark = vi.fn<Gateway['removeBookmark']>(() => answer.promise);
  test.services.gateway = { ...test.services.gateway, addBookmark, removeBookmark };
  const refetched = vi.fn(async () => feed());
  test.queryClient.setQueryDefaults(readKeys.bookmarks(ME), { queryFn: refetched });
  const { result } = renderHook(() => useBookmark(), { wrapper: test.wrapper });
  return { ...test, answer, addBookmark, removeBookmark, refetched, result };
}

const home = readKeys.casts(ME, {});

describe('useBookmark', () => {
  it('flags the card and tops the Bookmarks list at once, sends the bookmark, and marks the list to be read again', async () => {
    const test = signedIn();
    const [cast, older] = [testCast({ hash: '0x0c', viewerBookmarked: false }), testCast({ hash: '0x0b', viewerBookmarked: true })];
    test.queryClient.setQueryData(home, feed(cast));
    test.queryClient.setQueryData(readKeys.bookmarks(ME), feed(older));
    act(() => test.result.current.start({ cast, on: true }));
    await waitFor(() => expect(test.addBookmark).toHaveBeenCalledWith(ME, cast.hash));
    expect(test.removeBookmark).not.toHaveBeenCalled();
    expect(itemsOf(test.queryClient, home)[0]?.viewerBookmarked).toBe(true);
    expect(itemsOf(test.queryClient, readKeys.bookmarks(ME)).map((c) => [c.hash, c.viewerBookmarked])).toEqual([[cast.hash, true], [older.hash, true]]);
    expect(test.queryClient.getQueryState(readKeys.bookmarks(ME))?.isInvalidated).toBe(false);
    await act(async () => test.answer.resolve());
    await waitFor(() => expect(test.result.current.isSuccess).toBe(true));
    expect(test.result.current.data).toBeNull();
    expect(itemsOf(test.queryClient, home)[0]?.viewerBookmarked).toBe(true);
    expect(test.queryClient.getQueryState(readKeys.bookmarks(ME))?.isInvalidated).toBe(true);
    expect(test.queryClient.getQueryState(home)?.isInvalidated).toBe(false);
    expect(test.refetched).not.toHaveBeenCalled();
    expect(test.queryClient.getMutationCache().getAll()[0]!.options.mutationKey).toEqual(writeKeys.kind('bookmark'));
  });

  it('takes a bookmark away at once, and puts the card and the list back when the gateway refuses', async () => {
    const test = signedIn();
    const cast = testCast({ hash: '0x0c', viewerBookmarked: true });
    test.queryClient.setQueryData(home, feed(cast));
    test.queryClient.setQueryData(readKeys.bookmarks(ME), feed(cast));
    act(() => test.result.current.start({ cast, on: false }));
    await waitFor(() => expect(test.removeBookmark).toHaveBeenCalledWith(ME, cast.hash));
    expect(test.addBookmark).not.toHaveBeenCalled();
    expect(itemsOf(test.queryClient, home)[0]?.viewerBookmarked).toBe(false);
    expect(itemsOf(test.queryClient, readKeys.bookmarks(ME))).toEqual([]);
    await act(async () => test.answer.reject(new TypeError('fetch failed')));
    await waitFor(() => expect(test.result.current.isError).toBe(true));
    expect(itemsOf(test.queryClient, home)[0]?.viewerBookmarked).toBe(true);
    expect(itemsOf(test.queryClient, readKeys.bookmarks(ME))).toEqual([cast]);
    expect(test.queryClient.getQueryState(readKeys.bookmarks(ME))?.isInvalidated).toBe(true);
  });

  it('sends one bookmark for a double click, and one for another cast meanwhile', async () => {
    const test = signedIn();
    const [one, two] = [testCast({ hash: '0x01' }), testCast({ hash: '0x02' })];
    act(() => {
      test.result.current.start({ cast: one, on: true });
      test.result.current.start({ cast: one, on: true });
    });
    await waitFor(() => expect(test.addBookmark).toHaveBeenCalledTimes(1));
    act(() => test.result.current.start({ cast: two, on: true }));
    await waitFor(() => expect(test.addBookmark).toHaveBeenCalledTimes(2));
    expect(test.addBookmark.mock.calls.map(([, hash]) => hash)).toEqual([one.hash, two.hash]);
    await act(async () => test.answer.resolve());
  });
});

describe('bookmarkWrite', () => {
  it('sends nothing once the session has ended', async () => {
    const { services, session, queryClient } = offlineServices();
    const addBookmark = vi.fn<Gateway['addBookmark']>();
    const deps = { gateway: { ...services.gateway, addBookmark, removeBookmark: addBookmark }, session, signInPrompt: services.signInPrompt, client: queryClient };
    if (!('send' in bookmarkWrite)) throw new Error('a bookmark is sent as it is, never signed');
    await expect(bookmarkWrite.send(deps, { cast: testCast(), on: true })).rejects.toMatchObject({ kind: 'not-signed-in' });
    expect(addBookmark).not.toHaveBeenCalled();
  });
});
