import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../domainErrors';
import { testStore } from '../testing/testStore';
import type { MessageAction } from './action';
import { applyAction } from './apply';

const noEmbeds = { images: [], urls: [], quotes: [] };
const castAdd = (text: string, parentHash: string | null = null): Extract<MessageAction, { kind: 'castAdd' }> => ({
  kind: 'castAdd', text, mentions: ['2'], mentionsPositions: [0], embeds: { ...noEmbeds, urls: ['https://x.test'] }, parentHash, parentUrl: null,
});

async function setup() {
  const m = await testStore();
  const alice = await m.user('1', 'alice');
  const bob = await m.user('2', 'bob');
  const apply = (author: typeof alice, action: MessageAction, hash = '0xnew') => applyAction(m.store, author, action, hash, 1000, false);
  const userOf = async (fid: string) => (await m.store.users.byFids([fid])).get(fid)!;
  return { ...m, alice, bob, apply, userOf };
}

const refusal = async (run: () => Promise<unknown>, type: abstract new (...args: never[]) => Error): Promise<string> => {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(type);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('applyAction: casts', () => {
  it('stores a cast as the root of its thread, and a reply in its parent’s thread, counted on the parent', async () => {
    const { store, alice, bob, apply, cast } = await setup();
    await apply(alice, castAdd('root'), '0xroot');
    expect(await store.casts.byHash('0xroot')).toMatchObject({
      text: 'root', author_id: alice.id, thread_hash: '0xroot', parent_hash: null, parent_author_id: null, timestamp: 1000, external: 0,
      mentions: '["2"]', mentions_positions: '[0]', embeds: JSON.stringify({ ...noEmbeds, urls: ['https://x.test'] }),
    });
    const parent = await cast(bob, 'parent', { hash: '0xparent', threadHash: '0xthread' });
    await apply(alice, castAdd('reply', parent.hash), '0xreply');
    expect(await store.casts.byHash('0xreply')).toMatchObject({ parent_hash: '0xparent', parent_author_id: bob.id, thread_hash: '0xthread' });
    expect((await store.casts.byHash('0xparent'))!.replies_count).toBe(1);
    await applyAction(store, alice, { ...castAdd('l2'), parentUrl: 'https://ch.test' }, '0xl2', 2000, true);
    expect(await store.casts.byHash('0xl2')).toMatchObject({ external: 1, parent_url: 'https://ch.test', timestamp: 2000 });
  });

  it('refuses a reply to a cast it does not have', async () => {
    const { store, alice, apply } = await setup();
    expect(await refusal(() => apply(alice, castAdd('reply', '0xmissing')), NotFoundError)).toBe('Parent cast 0xmissing not found');
    expect(await store.casts.byHash('0xnew')).toBeUndefined();
  });

  it('removes a cast for its author only', async () => {
    const { store, alice, bob, apply, cast } = await setup();
    const bobs = await cast(bob, 'mine');
    expect(await refusal(() => apply(alice, { kind: 'castRemove', targetHash: bobs.hash }), ForbiddenError)).toBe('Only the author can remove a cast');
    expect(await refusal(() => apply(alice, { kind: 'castRemove', targetHash: '0xgone' }), NotFoundError)).toBe('Cast 0xgone not found');
    await apply(bob, { kind: 'castRemove', targetHash: bobs.hash });
    expect(await store.casts.byHash(bobs.hash)).toBeUndefined();
  });
});

describe('applyAction: reactions, follows and blocks', () => {
  it('likes and unlikes a cast it has', async () => {
    const { store, alice, bob, apply, cast } = await setup();
    const target = await cast(bob, 'likeable');
    await apply(alice, { kind: 'reaction', add: true, reaction: 1, targetHash: target.hash });
    await apply(alice, { kind: 'reaction', add: true, reaction: 2, targetHash: target.hash });
    expect(await store.casts.byHash(target.hash)).toMatchObject({ likes_count: 1, recasts_count: 1 });
    await apply(alice, { kind: 'reaction', add: false, reaction: 1, targetHash: target.hash });
    expect(await store.casts.byHash(target.hash)).toMatchObject({ likes_count: 0, recasts_count: 1 });
    expect(await refusal(() => apply(alice, { kind: 'reaction', add: true, reaction: 1, targetHash: '0xgone' }), NotFoundError)).toBe('Cast 0xgone not found');
  });

  it('follows and unfollows, and an unfollow of someone not followed changes no count', async () => {
    const { alice, apply, userOf } = await setup();
    await apply(alice, { kind: 'link', add: false, targetFid: '2' });
    expect([(await userOf('1')).following_count, (await userOf('2')).follower_count]).toEqual([0, 0]);
    await apply(alice, { kind: 'link', add: true, targetFid: '2' });
    expect([(await userOf('1')).following_count, (await userOf('2')).follower_count]).toEqual([1, 1]);
    await apply(alice, { kind: 'link', add: false, targetFid: '2' });
    expect([(await userOf('1')).following_count, (await userOf('2')).follower_count]).toEqual([0, 0]);
    expect(await refusal(() => apply(alice, { kind: 'link', add: true, targetFid: '9' }), NotFoundError)).toBe('User 9 not found');
    expect(await refusal(() => apply(alice, { kind: 'link', add: true, targetFid: '1' }), InvalidInputError)).toBe('A user cannot follow themselves');
  });

  it('blocks and unblocks someone else', async () => {
    const { store, alice, bob, apply } = await setup();
    await apply(alice, { kind: 'block', add: true, targetFid: '2' });
    expect(await store.blocks.blockedBy(alice.id)).toEqual(new Set([bob.id]));
    await apply(alice, { kind: 'block', add: false, targetFid: '2' });
    expect((await store.blocks.blockedBy(alice.id)).size).toBe(0);
    expect(await refusal(() => apply(alice, { kind: 'block', add: true, targetFid: '9' }), NotFoundError)).toBe('User 9 not found');
    expect(await refusal(() => apply(alice, { kind: 'block', add: true, targetFid: '1' }), InvalidInputError)).toBe('A user cannot block themselves');
  });
});

describe('applyAction: user data', () => {
  it('changes a field, and a bio’s mentions of people it knows, each once', async () => {
    const { alice, apply, userOf } = await setup();
    await apply(alice, { kind: 'userData', field: 'display_name', value: 'Alice A.' });
    expect((await userOf('1'))).toMatchObject({ display_name: 'Alice A.', bio_mentions: '[]' });
    await apply(alice, { kind: 'userData', field: 'bio', value: 'with @bob, @BOB and @nobody' });
    expect((await userOf('1'))).toMatchObject({ bio: 'with @bob, @BOB and @nobody', bio_mentions: '["2"]' });
    await apply(alice, { kind: 'userData', field: 'url', value: 'https://me.test @alice' });
    expect((await userOf('1'))).toMatchObject({ url: 'https://me.test @alice', bio_mentions: '["2"]' });
  });

  it('takes a free name or one’s own default name, and refuses a name someone holds or keeps as their default', async () => {
    const { alice, apply, userOf } = await setup();
    expect(await refusal(() => apply(alice, { kind: 'userData', field: 'username', value: 'bob' }), ConflictError)).toBe('Username bob is taken');
    expect(await refusal(() => apply(alice, { kind: 'userData', field: 'username', value: 'fid2' }), ConflictError)).toBe(
      'Username fid2 is kept as the default name of FID 2',
    );
    await apply(alice, { kind: 'userData', field: 'username', value: 'alice' });
    await apply(alice, { kind: 'userData', field: 'username', value: 'fid1' });
    expect((await userOf('1')).username).toBe('fid1');
    await apply(alice, { kind: 'userData', field: 'username', value: 'wonder' });
    expect((await userOf('1')).username).toBe('wonder');
  });
});
