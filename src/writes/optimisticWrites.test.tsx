// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { InfiniteData } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { BookmarkPage } from '../api/bookmarks';
import { castHashOf, fidOf } from '../api/ids';
import { memoryStorage } from '../components/fixtures/memoryStorage';
import { bookmarksQueryOptions } from '../queries/bookmarksQuery';
import { readContextFor } from '../queries/useReadContext';
import { startGatewayProcess, type GatewayProcess } from '../../gateway/testing/testGatewayProcess';
import { createGateway } from '../api/createGateway';
import type { Cast, Page, User } from '../api/model';
import { describeError } from '../errors/describeError';
import { readKeys } from '../queries/queryKeys';
import { testServices, type TestServices } from '../services/fixtures/servicesWrapper';
import { signAndSubmit } from './signAndSubmit';
import { useDeleteCast } from './useDeleteCast';
import { useFollow } from './useFollow';
import { useEditProfile } from './useEditProfile';
import { usePublishCast } from './usePublishCast';
import { useReaction } from './useReaction';
import { useBookmark } from './useBookmark';

let gateway: GatewayProcess;
const account = privateKeyToAccount(generatePrivateKey());
const me = fidOf(account.address);
const other = privateKeyToAccount(generatePrivateKey());
let token: string;

/** Signs in through the app's own gateway client; resolves to the access token. */
async function signIn(person: PrivateKeyAccount): Promise<string> {
  const api = createGateway({ baseUrl: gateway.url, apiKey: gateway.apiKey }, { getToken: () => null });
  const message = await api.getSignInMessage(person.address, 1);
  return api.authenticate({ signature: await person.signMessage({ message }), address: person.address, chainId: 1, type: 'SIGNATURE' });
}

beforeAll(async () => {
  gateway = await startGatewayProcess();
  token = await signIn(account);
  await signIn(other);
});
afterAll(() => gateway.dispose());

/** Services signed in as `me` (with `withToken`), counting the messages submitted. */
function signedIn(withToken = token): TestServices & { submitted: () => number } {
  const test = testServices(gateway);
  test.session.dispatch({ type: 'signed-in', token: withToken, identity: { layer: 'L2', fid: me }, expiresAt: null });
  let submitted = 0;
  const real = test.services.gateway;
  test.services.gateway = { ...real, submitMessage: (body) => (submitted++, real.submitMessage(body)) };
  return { ...test, submitted: () => submitted };
}

/** A gateway answer held until the test lets it go: a refusal, as when the network fails. */
function heldRefusal() {
  let refuse: () => void = () => {};
  const refused = new Promise<never>((_resolve, reject) => (refuse = () => reject(new TypeError('fetch failed'))));
  refused.catch(() => {});
  return { submitMessage: () => refused, refuse: () => refuse() };
}

async function postCast(text: string): Promise<Cast> {
  const { services, session } = signedIn();
  return (await signAndSubmit({ action: { kind: 'cast', draft: { text, mentions: [], mentionsPositions: [], embeds: [] } } }, { gateway: services.gateway, session })).cast;
}

/** The latest feed as the app caches it, holding `casts`. */
function cacheFeed(test: TestServices, casts: Cast[]) {
  test.queryClient.setQueryData<InfiniteData<Page<Cast>, unknown>>(readKeys.casts(me, {}), { pages: [{ items: casts, next: null }], pageParams: [null] });
}

const feedCast = (test: TestServices, hash: string) =>
  test.queryClient.getQueryData<InfiniteData<Page<Cast>, unknown>>(readKeys.casts(me, {}))?.pages[0]?.items.find((c) => c.hash === hash);

/** Waits for the hook's write to end: null when it went through, or why it did not, in words. */
async function outcome(result: { current: { isSuccess: boolean; isError: boolean; error: unknown } }): Promise<string | null> {
  await waitFor(() => expect(result.current.isSuccess || result.current.isError).toBe(true), { timeout: 10_000 });
  return result.current.isError ? describeError(result.current.error) : null;
}

describe('useReaction', () => {
  it('shows the like at once, keeps it once the gateway has it, and the gateway has it', async () => {
    const cast = await postCast('like me');
    const test = signedIn();
    cacheFeed(test, [cast]);
    const { result } = renderHook(() => useReaction(), { wrapper: test.wrapper });
    act(() => result.current.start({ cast, reaction: 'like', on: true }));
    await waitFor(() => expect(feedCast(test, cast.hash)).toMatchObject({ viewerLiked: true, likes: 1 }));
    expect(test.submitted()).toBeLessThanOrEqual(1);
    expect(await outcome(result)).toBeNull();
    expect(feedCast(test, cast.hash)).toMatchObject({ viewerLiked: true, likes: 1 });
    expect(await test.services.gateway.cast(cast.hash)).toMatchObject({ viewerLiked: true, likes: 1 });
  });

  it('puts the count back and says why when the gateway refuses', async () => {
    const cast = await postCast('refused like');
    const test = signedIn();
    const answer = heldRefusal();
    test.services.gateway = { ...test.services.gateway, submitMessage: answer.submitMessage };
    cacheFeed(test, [cast]);
    const { result } = renderHook(() => useReaction(), { wrapper: test.wrapper });
    act(() => result.current.start({ cast, reaction: 'recast', on: true }));
    await waitFor(() => expect(feedCast(test, cast.hash)).toMatchObject({ viewerRecasted: true, recasts: 1 }));
    answer.refuse();
    expect(await outcome(result)).toBe('Something went wrong. Try again.');
    expect(feedCast(test, cast.hash)).toMatchObject({ viewerRecasted: false, recasts: 0 });
  });

  it('a double click signs and sends one message', async () => {
    const cast = await postCast('double click');
    const test = signedIn();
    cacheFeed(test, [cast]);
    const { result } = renderHook(() => useReaction(), { wrapper: test.wrapper });
    // Both clicks land before the next render: the second finds the first in the mutation cache.
    act(() => {
      result.current.start({ cast, reaction: 'like', on: true });
      result.current.start({ cast, reaction: 'like', on: true });
    });
    expect(await outcome(result)).toBeNull();
    expect(test.submitted()).toBe(1);
    expect(feedCast(test, cast.hash)).toMatchObject({ viewerLiked: true, likes: 1 });
  });

  it('carries on after the session expires mid-write and the person signs in again', async () => {
    const cast = await postCast('liked across a sign-in');
    const test = signedIn('a-token-the-gateway-no-longer-takes');
    cacheFeed(test, [cast]);
    const { result } = renderHook(() => useReaction(), { wrapper: test.wrapper });
    act(() => result.current.start({ cast, reaction: 'like', on: true }));
    await waitFor(() => expect(test.session.getState().expired).toBe(true));
    expect(feedCast(test, cast.hash)).toMatchObject({ viewerLiked: true });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    act(() => test.session.dispatch({ type: 'signed-in', token, identity: { layer: 'L2', fid: me }, expiresAt: null }));
    expect(await outcome(result)).toBeNull();
    expect(test.submitted()).toBe(2);
    expect(feedCast(test, cast.hash)).toMatchObject({ viewerLiked: true, likes: 1 });
    expect(await test.services.gateway.cast(cast.hash)).toMatchObject({ likes: 1 });
  });

  it('asks whoever is signed out to sign in, and changes nothing when they do not', async () => {
    const cast = await postCast('nobody likes this');
    const test = testServices(gateway);
    cacheFeed(test, [cast]);
    const { result } = renderHook(() => useReaction(), { wrapper: test.wrapper });
    act(() => result.current.start({ cast, reaction: 'like', on: true }));
    await waitFor(() => expect(test.services.signInPrompt.isRequested()).toBe(true));
    expect(feedCast(test, cast.hash)).toMatchObject({ viewerLiked: false, likes: 0 });
    act(() => test.services.signInPrompt.finish(false));
    expect(await outcome(result)).toBe('Sign in to do this.');
    expect(feedCast(test, cast.hash)).toMatchObject({ viewerLiked: false, likes: 0 });
  });
});

describe('useDeleteCast', () => {
  it('takes the cast out of the feed at once and puts it back, in place, when the gateway refuses', async () => {
    const [first, second] = [await postCast('stays'), await postCast('deleted, then back')];
    const test = signedIn();
    cacheFeed(test, [second, first]);
    const answer = heldRefusal();
    test.services.gateway = { ...test.services.gateway, submitMessage: answer.submitMessage };
    const { result } = renderHook(() => useDeleteCast(), { wrapper: test.wrapper });
    act(() => result.current.start({ cast: second }));
    await waitFor(() => expect(feedCast(test, second.hash)).toBeUndefined());
    answer.refuse();
    expect(await outcome(result)).toMatch(/went wrong/);
    const feed = test.queryClient.getQueryData<InfiniteData<Page<Cast>, unknown>>(readKeys.casts(me, {}));
    expect(feed?.pages[0]?.items.map((c) => c.hash)).toEqual([second.hash, first.hash]);
  });

  it('deletes for good once the gateway has it', async () => {
    const cast = await postCast('gone');
    const test = signedIn();
    cacheFeed(test, [cast]);
    const { result } = renderHook(() => useDeleteCast(), { wrapper: test.wrapper });
    act(() => result.current.start({ cast }));
    expect(await outcome(result)).toBeNull();
    expect(feedCast(test, cast.hash)).toBeUndefined();
    expect(test.queryClient.getQueryData(readKeys.cast(me, cast.hash))).toBeNull();
    expect(await test.services.gateway.cast(cast.hash)).toBeNull();
  });
});

describe('useFollow', () => {
  it('raises the follower count at once and lowers it again when the gateway refuses', async () => {
    const them = (await signedIn().services.gateway.user(fidOf(other.address))) as User;
    const test = signedIn();
    test.queryClient.setQueryData(readKeys.user(me, them.fid), them);
    const answer = heldRefusal();
    test.services.gateway = { ...test.services.gateway, submitMessage: answer.submitMessage };
    const { result } = renderHook(() => useFollow(), { wrapper: test.wrapper });
    act(() => result.current.start({ user: them, on: true }));
    await waitFor(() => expect(test.queryClient.getQueryData(readKeys.user(me, them.fid))).toMatchObject({ followerCount: them.followerCount + 1 }));
    answer.refuse();
    expect(await outcome(result)).toMatch(/went wrong/);
    expect(test.queryClient.getQueryData(readKeys.user(me, them.fid))).toMatchObject({ followerCount: them.followerCount, viewer: { isFollowing: false } });
  });

  it('reads the person again once the gateway has the follow, so a profile read meanwhile shows it', async () => {
    const them = (await signedIn().services.gateway.user(fidOf(other.address))) as User;
    const test = signedIn();
    test.queryClient.setQueryData(readKeys.user(me, them.fid), them);
    const { result } = renderHook(() => useFollow(), { wrapper: test.wrapper });
    act(() => result.current.start({ user: them, on: true }));
    expect(await outcome(result)).toBeNull();
    await waitFor(() => expect(test.queryClient.getQueryState(readKeys.user(me, them.fid))?.isInvalidated).toBe(true));
  });
});

describe('usePublishCast', () => {
  it('adds the cast to the cached feed only once it is read back', async () => {
    const test = signedIn();
    cacheFeed(test, []);
    const { result } = renderHook(() => usePublishCast(), { wrapper: test.wrapper });
    let posted: Cast | null = null;
    await act(async () => {
      posted = (await result.current.mutateAsync({ action: { kind: 'cast', draft: { text: 'to the top', mentions: [], mentionsPositions: [], embeds: [] } } })).cast;
    });
    expect(posted).toMatchObject({ text: 'to the top', author: { fid: me } });
    expect(feedCast(test, posted!.hash)).toMatchObject({ text: 'to the top' });
  });

  it('started signed out, opens the same sign-in as every write and posts once the person is in, into their feed', async () => {
    const test = testServices(gateway);
    // Read for nobody before the sign-in, as the screen was; the cast must land in the person's own feed.
    cacheFeed(test, []);
    const { result } = renderHook(() => usePublishCast(), { wrapper: test.wrapper });
    act(() => result.current.mutate({ action: { kind: 'cast', draft: { text: 'after signing in', mentions: [], mentionsPositions: [], embeds: [] } } }));
    await waitFor(() => expect(test.services.signInPrompt.isRequested()).toBe(true));
    act(() => {
      test.session.dispatch({ type: 'signed-in', token, identity: { layer: 'L2', fid: me }, expiresAt: null });
      test.services.signInPrompt.finish(true);
    });
    expect(await outcome(result)).toBeNull();
    expect(result.current.data?.cast).toMatchObject({ text: 'after signing in', author: { fid: me } });
    expect(feedCast(test, result.current.data!.cast.hash)).toMatchObject({ text: 'after signing in' });
  });

  it('with a session that has run out, opens the sign-in instead of waiting unseen', async () => {
    const test = signedIn();
    act(() => test.session.dispatch({ type: 'token-expired' }));
    const { result } = renderHook(() => usePublishCast(), { wrapper: test.wrapper });
    act(() => result.current.mutate({ action: { kind: 'cast', draft: { text: 'never sent', mentions: [], mentionsPositions: [], embeds: [] } } }));
    await waitFor(() => expect(test.services.signInPrompt.isRequested()).toBe(true));
    act(() => test.services.signInPrompt.finish(false));
    expect(await outcome(result)).toBe('Sign in to do this.');
    expect(test.submitted()).toBe(0);
  });
});

describe('useEditProfile', () => {
  it('started signed out, shows the change to the person who signed in, not to the signed-out reader', async () => {
    const test = testServices(gateway);
    const before = (await test.services.gateway.user(me)) as User;
    test.queryClient.setQueryData(readKeys.user(me, me), before);
    const { result } = renderHook(() => useEditProfile(before), { wrapper: test.wrapper });
    act(() => result.current.mutate([{ field: 'bio', value: 'edited after signing in' }]));
    await waitFor(() => expect(test.services.signInPrompt.isRequested()).toBe(true));
    act(() => {
      test.session.dispatch({ type: 'signed-in', token, identity: { layer: 'L2', fid: me }, expiresAt: null });
      test.services.signInPrompt.finish(true);
    });
    expect(await outcome(result)).toBeNull();
    expect(test.queryClient.getQueryData(readKeys.user(me, me))).toMatchObject({ bio: 'edited after signing in' });
    expect(await test.services.gateway.user(me)).toMatchObject({ bio: 'edited after signing in' });
  });
});

describe('useBookmark', () => {
  const bookmarksOf = (test: TestServices) => test.queryClient.fetchInfiniteQuery(bookmarksQueryOptions(readContextFor(test.services.gateway, test.queryClient, me)));
  const listed = (test: TestServices) =>
    test.queryClient.getQueryData<InfiniteData<BookmarkPage, unknown>>(readKeys.bookmarks(me))?.pages.flatMap((p) => p.items.map((c) => c.hash));

  it('shows a bookmark at once on the card and on top of the Bookmarks list, and the gateway keeps it for the account', async () => {
    const older = await postCast('bookmark me first');
    const newer = await postCast('bookmark me next');
    const test = signedIn();
    cacheFeed(test, [newer, older]);
    expect((await bookmarksOf(test)).pages[0]).toMatchObject({ items: [], keptInBrowser: false });
    const { result } = renderHook(() => useBookmark(), { wrapper: test.wrapper });

    act(() => result.current.start({ cast: older, on: true }));
    await waitFor(() => expect(feedCast(test, older.hash)?.viewerBookmarked).toBe(true));
    expect(listed(test)).toEqual([older.hash]);
    expect(await outcome(result)).toBeNull();
    act(() => result.current.start({ cast: newer, on: true }));
    await waitFor(() => expect(listed(test)).toEqual([newer.hash, older.hash]));
    expect(await outcome(result)).toBeNull();
    expect((await test.services.gateway.bookmarks(me)).items.map((c) => c.hash)).toEqual([newer.hash, older.hash]);
    expect(await test.services.gateway.cast(older.hash)).toMatchObject({ viewerBookmarked: true });

    act(() => result.current.start({ cast: { ...older, viewerBookmarked: true }, on: false }));
    await waitFor(() => expect(listed(test)).toEqual([newer.hash]));
    expect(feedCast(test, older.hash)?.viewerBookmarked).toBe(false);
    expect(await outcome(result)).toBeNull();
    expect((await test.services.gateway.bookmarks(me)).items.map((c) => c.hash)).toEqual([newer.hash]);
    expect(test.services.gateway.keptHere(me, newer.hash)).toBe(false);
  });

  it('puts the card and the list back and says why when the gateway refuses', async () => {
    const cast = await postCast('refused bookmark');
    const test = signedIn();
    const gone = { ...cast, hash: castHashOf(`0x${'ab'.repeat(20)}`) };
    // The gateway's own refusal (no such cast), held until the optimistic change has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const real = test.services.gateway;
    test.services.gateway = { ...real, addBookmark: (account, hash) => held.then(() => real.addBookmark(account, hash)) };
    cacheFeed(test, [gone]);
    await bookmarksOf(test);
    const before = listed(test);
    const { result } = renderHook(() => useBookmark(), { wrapper: test.wrapper });
    act(() => result.current.start({ cast: gone, on: true }));
    await waitFor(() => expect(feedCast(test, gone.hash)?.viewerBookmarked).toBe(true));
    expect(listed(test)?.[0]).toBe(gone.hash);
    release();
    expect(await outcome(result)).toMatch(/No cast 0xabab/);
    expect(feedCast(test, gone.hash)?.viewerBookmarked).toBe(false);
    expect(listed(test)).toEqual(before);
  });

  it('keeps bookmarks in this browser, and says so, where the gateway has no bookmark routes', async () => {
    const cast = await postCast('kept in this browser');
    const test = signedIn();
    const browserStorage = memoryStorage();
    // The public service: no Castline routes at all.
    const noCastlineRoutes: typeof fetch = (input, init) =>
      String(input).includes('/castline/') ? Promise.resolve(new Response('{"error":"Not found"}', { status: 404 })) : fetch(input, init);
    const plain = createGateway({ baseUrl: gateway.url, apiKey: gateway.apiKey }, { getToken: test.session.getToken, fetch: noCastlineRoutes, browserStorage });
    test.services.gateway = plain;
    cacheFeed(test, [cast]);
    await bookmarksOf(test);
    const { result } = renderHook(() => useBookmark(), { wrapper: test.wrapper });
    act(() => result.current.start({ cast, on: true }));
    expect(await outcome(result)).toBeNull();
    expect(feedCast(test, cast.hash)?.viewerBookmarked).toBe(true);
    expect(plain.keptHere(me, cast.hash)).toBe(true);
    expect(browserStorage.getItem(`castline.bookmarks.${me}`)).toBe(JSON.stringify([cast.hash]));
    await test.queryClient.resetQueries({ queryKey: readKeys.bookmarks(me) });
    const read = await bookmarksOf(test);
    expect(read.pages[0]).toMatchObject({ keptInBrowser: true, items: [expect.objectContaining({ hash: cast.hash, text: 'kept in this browser' })] });
    // The gateway itself was never told.
    const real = createGateway({ baseUrl: gateway.url, apiKey: gateway.apiKey }, { getToken: () => token });
    expect((await real.bookmarks(me)).items.map((c) => c.hash)).not.toContain(cast.hash);
  });

  it('asks whoever is signed out to sign in, and changes nothing when they do not', async () => {
    const cast = await postCast('nobody keeps this');
    const test = testServices(gateway);
    cacheFeed(test, [cast]);
    const { result } = renderHook(() => useBookmark(), { wrapper: test.wrapper });
    act(() => result.current.start({ cast, on: true }));
    await waitFor(() => expect(test.services.signInPrompt.isRequested()).toBe(true));
    act(() => test.services.signInPrompt.finish(false));
    expect(await outcome(result)).toBe('Sign in to do this.');
    expect(feedCast(test, cast.hash)?.viewerBookmarked).not.toBe(true);
  });
});
