import { MutationObserver, QueryClient, type MutationOptions } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../api/gateway';
import { castHashOf, fidOf } from '../api/ids';
import type { Cast, User } from '../api/model';
import { createSessionStore, type SessionStore } from '../auth/sessionStore';
import { createSignInPrompt, type SignInPrompt } from '../auth/signInPrompt';
import { AppError } from '../errors/appError';
import { ANONYMOUS, readKeys } from '../queries/queryKeys';
import { testCast, testUser } from '../queries/testModel';
import { feed, held, itemsOf, ME } from './fixtures/writeFixtures';
import { signAndSubmit, type WriteResult } from './signAndSubmit';
import { blockMutationOptions } from './useBlock';
import { deleteCastMutationOptions } from './useDeleteCast';
import { editProfileMutationOptions } from './useEditProfile';
import { followMutationOptions } from './useFollow';
import { publishCastMutationOptions } from './usePublishCast';
import { reactionMutationOptions } from './useReaction';
import { signInGate, type WriteDeps } from './writeDeps';
import { writeKeys } from './writeKeys';

// Each write's options run by TanStack's own MutationObserver on a real QueryClient, without React;
// only the signing and sending (signAndSubmit, tested against a gateway) is stood in for.
vi.mock('./signAndSubmit', () => ({ signAndSubmit: vi.fn() }));
const submitted = vi.mocked(signAndSubmit);

const OTHER = fidOf('7');

function setup({ signedIn = true, users = async () => [] as User[] }: { signedIn?: boolean; users?: Gateway['users'] } = {}) {
  const session = createSessionStore();
  const signIn = () => session.dispatch({ type: 'signed-in', token: 't', identity: { layer: 'L2', fid: ME }, expiresAt: null });
  if (signedIn) signIn();
  const signInPrompt = createSignInPrompt();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const gateway = { users } as Partial<Gateway> as Gateway;
  const deps: WriteDeps = { gateway, session, signInPrompt, client };
  /** The person answers the sign-in when it opens: signs in, or closes it. */
  const answerSignIn = (signsIn: boolean) =>
    signInPrompt.subscribe(() => {
      if (!signInPrompt.isRequested()) return;
      if (signsIn) signIn();
      signInPrompt.finish(signsIn);
    });
  const run = <R, V, C>(options: MutationOptions<R, unknown, V, C>, vars: V) => new MutationObserver(client, options).mutate(vars);
  return { session, signInPrompt, client, deps, answerSignIn, run };
}

const result = (hash = '0x0a', cast: Cast | null = null) => ({ hash: castHashOf(hash), cast }) as WriteResult;
const refusal = () => new TypeError('fetch failed');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  submitted.mockReset();
});

describe('the sign-in gate', () => {
  const deps = (session: SessionStore, signInPrompt: SignInPrompt) => ({ session, signInPrompt });

  it('lets a signed-in person through at once, without asking', async () => {
    const { session, signInPrompt } = setup();
    await expect(signInGate(deps(session, signInPrompt))).resolves.toBe(false);
    expect(signInPrompt.isRequested()).toBe(false);
  });

  it('asks whoever is signed out, and goes on once they signed in', async () => {
    const { session, signInPrompt, answerSignIn } = setup({ signedIn: false });
    answerSignIn(true);
    await expect(signInGate(deps(session, signInPrompt))).resolves.toBe(true);
  });

  it('fails with plain words when the person closes the sign-in, or it ends without a session', async () => {
    const closed = setup({ signedIn: false });
    closed.answerSignIn(false);
    const error = await signInGate(deps(closed.session, closed.signInPrompt)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'not-signed-in', message: 'Sign in to do this.' });
    const empty = setup({ signedIn: false });
    empty.signInPrompt.subscribe(() => empty.signInPrompt.finish(true));
    await expect(signInGate(deps(empty.session, empty.signInPrompt))).rejects.toMatchObject({ kind: 'not-signed-in' });
  });
});

describe('follow', () => {
  it('raises the counts at once, signs a follow of the person, and keeps the change once accepted', async () => {
    const { client, deps, run } = setup();
    const target = testUser({ fid: '7', followerCount: 3, external: true });
    client.setQueryData(readKeys.user(ME, OTHER), target);
    client.setQueryData(readKeys.user(ME, ME), testUser({ fid: ME, followingCount: 1 }));
    const answer = held<WriteResult>();
    submitted.mockReturnValue(answer.promise);
    const done = run(followMutationOptions(deps), { user: target, on: true });
    await vi.waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(client.getQueryData<User>(readKeys.user(ME, OTHER))?.followerCount).toBe(4);
    expect(client.getQueryData<User>(readKeys.user(ME, ME))?.followingCount).toBe(2);
    expect(submitted.mock.calls[0]![0]).toEqual({ action: { kind: 'follow', target: { fid: OTHER, external: true }, remove: false } });
    expect(submitted.mock.calls[0]![1]).toBe(deps);
    answer.resolve(result());
    await done;
    expect(client.getQueryData<User>(readKeys.user(ME, OTHER))?.followerCount).toBe(4);
    expect(client.getMutationCache().getAll()[0]!.options.mutationKey).toEqual(writeKeys.kind('follow'));
  });

  it('puts the counts back when the gateway refuses an unfollow', async () => {
    const { client, deps, run } = setup();
    const target = testUser({ fid: '7', followerCount: 3, viewer: { isFollowing: true, isFollowedBy: false } });
    client.setQueryData(readKeys.user(ME, OTHER), target);
    submitted.mockRejectedValue(refusal());
    await expect(run(followMutationOptions(deps), { user: target, on: false })).rejects.toThrow('fetch failed');
    expect(submitted.mock.calls[0]![0]).toEqual({ action: { kind: 'follow', target: { fid: OTHER }, remove: true } });
    expect(client.getQueryData<User>(readKeys.user(ME, OTHER))).toMatchObject({ followerCount: 3, viewer: { isFollowing: true } });
  });

  it('started signed out, changes what the person who signed in sees, then reads everything again as them', async () => {
    const { client, deps, run, answerSignIn } = setup({ signedIn: false });
    answerSignIn(true);
    const target = testUser({ fid: '7', followerCount: 3 });
    client.setQueryData(readKeys.user(ANONYMOUS, OTHER), target);
    client.setQueryData(readKeys.user(ME, OTHER), target);
    submitted.mockResolvedValue(result());
    await run(followMutationOptions(deps), { user: target, on: true });
    expect(client.getQueryData<User>(readKeys.user(ANONYMOUS, OTHER))?.followerCount).toBe(3);
    expect(client.getQueryData<User>(readKeys.user(ME, OTHER))?.followerCount).toBe(4);
    expect(client.getQueryState(readKeys.user(ANONYMOUS, OTHER))?.isInvalidated).toBe(true);
  });

  it('changes nothing and sends nothing when the person does not sign in', async () => {
    const { client, deps, run, answerSignIn } = setup({ signedIn: false });
    answerSignIn(false);
    const target = testUser({ fid: '7', followerCount: 3 });
    client.setQueryData(readKeys.user(ANONYMOUS, OTHER), target);
    await expect(run(followMutationOptions(deps), { user: target, on: true })).rejects.toMatchObject({ kind: 'not-signed-in' });
    expect(submitted).not.toHaveBeenCalled();
    expect(client.getQueryData<User>(readKeys.user(ANONYMOUS, OTHER))?.followerCount).toBe(3);
    expect(client.getQueryState(readKeys.user(ANONYMOUS, OTHER))?.isInvalidated).toBe(false);
  });

  it('does not read again what a signed-in person’s write leaves as it was', async () => {
    const { client, deps, run } = setup();
    const target = testUser({ fid: '7' });
    client.setQueryData(readKeys.userSearch(ME, 'u'), [target]);
    submitted.mockResolvedValue(result());
    await run(followMutationOptions(deps), { user: target, on: true });
    expect(client.getQueryState(readKeys.userSearch(ME, 'u'))?.isInvalidated).toBe(false);
  });
});

describe('reactions', () => {
  it('count a like at once, sign it against the cast, and mark the cast to be read again once settled', async () => {
    const { client, deps, run } = setup();
    const cast = testCast({ hash: '0x0c', likes: 2, external: true, author: testUser({ fid: '7' }) });
    client.setQueryData(readKeys.casts(ME, {}), feed(cast));
    client.setQueryData(readKeys.cast(ME, cast.hash), cast);
    const answer = held<WriteResult>();
    submitted.mockReturnValue(answer.promise);
    const done = run(reactionMutationOptions(deps), { cast, reaction: 'like', on: true });
    await vi.waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(itemsOf(client, readKeys.casts(ME, {}))[0]).toMatchObject({ likes: 3, viewerLiked: true });
    expect(submitted.mock.calls[0]![0]).toEqual({ action: { kind: 'reaction', reaction: 'like', target: { fid: OTHER, hash: cast.hash, external: true }, remove: false } });
    expect(client.getQueryState(readKeys.cast(ME, cast.hash))?.isInvalidated).toBe(false);
    answer.resolve(result());
    await done;
    expect(client.getQueryState(readKeys.cast(ME, cast.hash))?.isInvalidated).toBe(true);
    expect(client.getQueryData<Cast>(readKeys.cast(ME, cast.hash))).toMatchObject({ likes: 3 });
  });

  it('take an undone recast back when the gateway refuses', async () => {
    const { client, deps, run } = setup();
    const cast = testCast({ hash: '0x0c', recasts: 2, viewerRecasted: true });
    client.setQueryData(readKeys.casts(ME, {}), feed(cast));
    submitted.mockRejectedValue(refusal());
    await expect(run(reactionMutationOptions(deps), { cast, reaction: 'recast', on: false })).rejects.toThrow();
    expect(submitted.mock.calls[0]![0]).toMatchObject({ action: { kind: 'reaction', reaction: 'recast', remove: true, target: { hash: cast.hash } } });
    expect(itemsOf(client, readKeys.casts(ME, {}))[0]).toMatchObject({ recasts: 2, viewerRecasted: true });
  });
});

describe('deleting a cast', () => {
  it('takes it out of the feeds at once and puts it back in place when the gateway refuses', async () => {
    const { client, deps, run } = setup();
    const [a, b] = [testCast({ hash: '0x0a' }), testCast({ hash: '0x0b' })];
    client.setQueryData(readKeys.casts(ME, {}), feed(a, b));
    const answer = held<WriteResult>();
    submitted.mockReturnValue(answer.promise);
    const done = run(deleteCastMutationOptions(deps), { cast: a });
    await vi.waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(itemsOf(client, readKeys.casts(ME, {})).map((c) => c.hash)).toEqual([b.hash]);
    expect(submitted.mock.calls[0]![0]).toEqual({ action: { kind: 'remove-cast', cast: { fid: a.author.fid, hash: a.hash } } });
    answer.reject(refusal());
    await expect(done).rejects.toThrow();
    expect(itemsOf(client, readKeys.casts(ME, {})).map((c) => c.hash)).toEqual([a.hash, b.hash]);
    expect(client.getMutationCache().getAll()[0]!.options.mutationKey).toEqual(writeKeys.kind('remove-cast'));
  });

  it('once accepted, forgets the cast and lowers its parent’s reply count', async () => {
    const { client, deps, run } = setup();
    const parent = testCast({ hash: '0x0p', replies: 1 });
    const reply = testCast({ hash: '0x0r', parentHash: parent.hash, threadHash: parent.hash });
    client.setQueryData(readKeys.cast(ME, parent.hash), parent);
    client.setQueryData(readKeys.cast(ME, reply.hash), reply);
    client.setQueryData(readKeys.thread(ME, parent.hash), feed(parent, reply));
    submitted.mockResolvedValue(result());
    await run(deleteCastMutationOptions(deps), { cast: reply });
    expect(client.getQueryData(readKeys.cast(ME, reply.hash))).toBeNull();
    expect(client.getQueryData<Cast>(readKeys.cast(ME, parent.hash))?.replies).toBe(0);
    expect(itemsOf(client, readKeys.thread(ME, parent.hash)).map((c) => c.hash)).toEqual([parent.hash]);
  });

  it('of a root cast leaves every other count alone', async () => {
    const { client, deps, run } = setup();
    const root = testCast({ hash: '0x0a' });
    const other = testCast({ hash: '0x0b', replies: 2 });
    client.setQueryData(readKeys.cast(ME, other.hash), other);
    client.setQueryData(readKeys.cast(ME, root.hash), root);
    submitted.mockResolvedValue(result());
    await run(deleteCastMutationOptions(deps), { cast: root });
    expect(client.getQueryData<Cast>(readKeys.cast(ME, other.hash))?.replies).toBe(2);
    expect(client.getQueryData(readKeys.cast(ME, root.hash))).toBeNull();
  });
});

describe('blocking', () => {
  it('shows the block at once, signs a block of the person, and takes it back when refused', async () => {
    const { deps, run } = setup();
    const shown: [string, boolean][] = [];
    const person = { fid: OTHER, name: 'seven', external: true };
    submitted.mockRejectedValue(refusal());
    await expect(run(blockMutationOptions(deps, (p, on) => shown.push([p.fid, on])), { person, on: true })).rejects.toThrow();
    expect(submitted.mock.calls[0]![0]).toEqual({ action: { kind: 'block', target: { fid: OTHER, external: true }, remove: false } });
    expect(shown).toEqual([[OTHER, true], [OTHER, false]]);
    submitted.mockResolvedValue(result());
    await run(blockMutationOptions(deps, (p, on) => shown.push([p.fid, on])), { person: { fid: OTHER, name: 'seven' }, on: false });
    expect(submitted.mock.calls[1]![0]).toEqual({ action: { kind: 'block', target: { fid: OTHER }, remove: true } });
    expect(shown.slice(2)).toEqual([[OTHER, false]]);
  });

  it('unfollows someone followed first, then blocks them; after a refused block the person is read again', async () => {
    const { client, deps, run } = setup();
    const shown: [string, boolean][] = [];
    const person = { fid: OTHER, name: 'seven' };
    client.setQueryData(readKeys.user(ME, OTHER), testUser({ fid: '7', followerCount: 3, viewer: { isFollowing: true, isFollowedBy: false } }));
    const answer = held<WriteResult>();
    submitted.mockResolvedValueOnce(result()).mockReturnValueOnce(answer.promise);
    const done = run(blockMutationOptions(deps, (p, on) => shown.push([p.fid, on])), { person, on: true, following: true });
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(2));
    expect(submitted.mock.calls.map(([call]) => call)).toEqual([
      { action: { kind: 'follow', target: { fid: OTHER }, remove: true } },
      { action: { kind: 'block', target: { fid: OTHER }, remove: false } },
    ]);
    expect(client.getQueryData<User>(readKeys.user(ME, OTHER))).toMatchObject({ followerCount: 2, viewer: { isFollowing: false } });
    expect(shown).toEqual([[OTHER, true]]);
    answer.resolve(result());
    await done;
    expect(client.getQueryData<User>(readKeys.user(ME, OTHER))).toMatchObject({ followerCount: 2, viewer: { isFollowing: false } });
    expect(client.getQueryState(readKeys.user(ME, OTHER))?.isInvalidated).toBe(false);

    // The unfollow goes through, the block is refused: the guess is taken back, and the gateway asked again.
    submitted.mockReset();
    submitted.mockResolvedValueOnce(result()).mockRejectedValueOnce(refusal());
    client.setQueryData(readKeys.user(ME, OTHER), testUser({ fid: '7', followerCount: 3, viewer: { isFollowing: true, isFollowedBy: false } }));
    await expect(run(blockMutationOptions(deps, (p, on) => shown.push([p.fid, on])), { person, on: true, following: true })).rejects.toThrow();
    expect(submitted).toHaveBeenCalledTimes(2);
    expect(client.getQueryData<User>(readKeys.user(ME, OTHER))).toMatchObject({ followerCount: 3, viewer: { isFollowing: true } });
    expect(shown.slice(1)).toEqual([[OTHER, true], [OTHER, false]]);
    expect(client.getQueryState(readKeys.user(ME, OTHER))?.isInvalidated).toBe(true);
  });
});

describe('publishing a cast', () => {
  const draft = { text: 'hello', mentions: [], mentionsPositions: [], embeds: [] };

  it('adds the cast read back to the feeds of the person signed in when it was accepted', async () => {
    const { client, deps, run, answerSignIn } = setup({ signedIn: false });
    answerSignIn(true);
    const posted = testCast({ hash: '0x0d', author: testUser({ fid: ME }) });
    client.setQueryData(readKeys.casts(ME, {}), feed());
    client.setQueryData(readKeys.casts(ANONYMOUS, {}), feed());
    submitted.mockResolvedValue(result('0x0d', posted));
    const write = { action: { kind: 'cast' as const, draft } };
    await expect(run(publishCastMutationOptions(deps), write)).resolves.toMatchObject({ cast: posted });
    expect(submitted.mock.calls[0]).toEqual([write, deps]);
    expect(itemsOf(client, readKeys.casts(ME, {}))).toEqual([posted]);
    expect(itemsOf(client, readKeys.casts(ANONYMOUS, {}))).toEqual([]);
    expect(client.getMutationCache().getAll()[0]!.options.mutationKey).toEqual(writeKeys.kind('cast'));
  });

  it('sends nothing for someone who does not sign in', async () => {
    const { deps, run, answerSignIn } = setup({ signedIn: false });
    answerSignIn(false);
    await expect(run(publishCastMutationOptions(deps), { action: { kind: 'cast' as const, draft } })).rejects.toMatchObject({ kind: 'not-signed-in' });
    expect(submitted).not.toHaveBeenCalled();
  });
});

describe('editing one’s profile', () => {
  const me = testUser({ fid: ME, displayName: 'Old', bio: 'old bio', website: 'https://old.test', viewer: { isFollowing: false, isFollowedBy: true } });
  const changes = [
    { field: 'display' as const, value: 'New' },
    { field: 'bio' as const, value: 'new bio' },
  ];

  it('shows the changes at once, sends one message per field in order, and keeps what the gateway reads back', async () => {
    const read = { ...me, displayName: 'New', bio: 'new bio', viewer: undefined, followerCount: 9 };
    const { client, deps, run } = setup({ users: async (fids) => (fids[0] === ME ? [read] : []) });
    client.setQueryData(readKeys.user(ME, ME), me);
    client.setQueryData(readKeys.casts(ME, {}), feed());
    client.setQueryData(readKeys.user(ME, OTHER), testUser({ fid: '7' }));
    const answer = held<WriteResult>();
    submitted.mockReturnValueOnce(answer.promise).mockResolvedValue(result());
    const done = run(editProfileMutationOptions(deps, me), changes);
    await vi.waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(client.getQueryData<User>(readKeys.user(ME, ME))).toMatchObject({ displayName: 'New', bio: 'new bio' });
    answer.resolve(result());
    await expect(done).resolves.toEqual(read);
    expect(submitted.mock.calls.map(([write]) => write)).toEqual([
      { action: { kind: 'user-data', field: 'display', value: 'New' } },
      { action: { kind: 'user-data', field: 'bio', value: 'new bio' } },
    ]);
    expect(client.getQueryData<User>(readKeys.user(ME, ME))).toEqual({ ...read, viewer: me.viewer });
    await flush();
    expect(client.getQueryState(readKeys.casts(ME, {}))?.isInvalidated).toBe(true);
    expect(client.getQueryState(readKeys.user(ME, OTHER))?.isInvalidated).toBe(false);
    expect(client.getMutationCache().getAll()[0]!.options.mutationKey).toEqual(writeKeys.kind('user-data'));
  });

  it('says so, and puts the profile back, when the gateway does not show the changes yet', async () => {
    const { client, deps, run } = setup({ users: async () => [{ ...me, displayName: 'New' }] });
    client.setQueryData(readKeys.user(ME, ME), me);
    submitted.mockResolvedValue(result());
    const error = await run(editProfileMutationOptions(deps, me), changes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      kind: 'not-confirmed',
      message: 'The gateway accepted the changes but does not show them yet. Reload in a moment to check.',
    });
    expect(client.getQueryData<User>(readKeys.user(ME, ME))).toEqual(me);
  });

  it('says so when the gateway cannot read the person back at all', async () => {
    const { deps, run } = setup({ users: async () => [] });
    submitted.mockResolvedValue(result());
    await expect(run(editProfileMutationOptions(deps, me), changes)).rejects.toMatchObject({ kind: 'not-confirmed' });
  });

  it('puts the profile back when the gateway refuses', async () => {
    const { client, deps, run } = setup();
    client.setQueryData(readKeys.user(ME, ME), me);
    submitted.mockRejectedValue(refusal());
    await expect(run(editProfileMutationOptions(deps, me), changes)).rejects.toThrow('fetch failed');
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(client.getQueryData<User>(readKeys.user(ME, ME))).toEqual(me);
  });

  it('started signed out, shows the change to the person who signed in, not to the signed-out reader', async () => {
    const read = { ...me, displayName: 'New', bio: 'new bio' };
    const { client, deps, run, answerSignIn } = setup({ signedIn: false, users: async () => [read] });
    answerSignIn(true);
    client.setQueryData(readKeys.user(ANONYMOUS, ME), me);
    client.setQueryData(readKeys.user(ME, ME), me);
    const answer = held<WriteResult>();
    submitted.mockReturnValueOnce(answer.promise).mockResolvedValue(result());
    const options = editProfileMutationOptions(deps, me);
    const done = run(options, changes);
    await vi.waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(client.getQueryData<User>(readKeys.user(ME, ME))?.displayName).toBe('New');
    expect(client.getQueryData<User>(readKeys.user(ANONYMOUS, ME))?.displayName).toBe('Old');
    answer.resolve(result());
    await done;
    expect(client.getQueryData<User>(readKeys.user(ANONYMOUS, ME))?.displayName).toBe('Old');
  });

  it('changes nothing for someone who does not sign in', async () => {
    const { client, deps, run, answerSignIn } = setup({ signedIn: false });
    answerSignIn(false);
    client.setQueryData(readKeys.user(ANONYMOUS, ME), me);
    await expect(run(editProfileMutationOptions(deps, me), changes)).rejects.toMatchObject({ kind: 'not-signed-in' });
    expect(submitted).not.toHaveBeenCalled();
    expect(client.getQueryData<User>(readKeys.user(ANONYMOUS, ME))).toEqual(me);
  });
});

