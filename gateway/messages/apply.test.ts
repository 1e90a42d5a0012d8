import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../domainErrors';
import { memoryStore } from '../testing/memoryStore';
import type { MessageAction } from './action';
import { applyAction } from './apply';

const noEmbeds = { images: [], urls: [], quotes: [] };
const castAdd = (text: string, parentHash: string | null = null): Extract<MessageAction, { kind: 'castAdd' }> => ({
  kind: 'castAdd', text, mentions: ['2'], mentionsPositions: [0], embeds: { ...noEmbeds, urls: ['https://x.test'] }, parentHash, parentUrl: null,
});

function setup() {
  const m = memoryStore();
  const alice = m.user('1', 'alice');
  const bob = m.user('2', 'bob');
  const apply = (author: typeof alice, action: MessageAction, hash = '0xnew') => applyAction(m.store, author, action, hash, 1000, false);
  const userOf = (fid: string) => m.store.users.byFids([fid]).get(fid)!;
  return { ...m, alice, bob, apply, userOf };
}

const refusal = (run: () => unknown, type: abstract new (...args: never[]) => Error): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(type);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('applyAction: casts', () => {
  it('stores a cast as the root of its thread, and a reply in its parent’s thread, counted on the parent', () => {
    const { store, alice, bob, apply, cast } = setup();
    apply(alice, castAdd('root'), '0xroot');
    expect(store.casts.byHash('0xroot')).toMatchObject({
      text: 'root', author_id: alice.id, thread_hash: '0xroot', parent_hash: null, parent_author_id: null, timestamp: 1000, external: 0,
      mentions: '["2"]', mentions_positions: '[0]', embeds: JSON.stringify({ ...noEmbeds, urls: ['https://x.test'] }),
    });
    const parent = cast(bob, 'parent', { hash: '0xparent', threadHash: '0xthread' });
    apply(alice, castAdd('reply', parent.hash), '0xreply');
    expect(store.casts.byHash('0xreply')).toMatchObject({ parent_hash: '0xparent', parent_author_id: bob.id, thread_hash: '0xthread' });
    expect(store.casts.byHash('0xparent')!.replies_count).toBe(1);
    applyAction(store, alice, { ...castAdd('l2'), parentUrl: 'https://ch.test' }, '0xl2', 2000, true);
    expect(store.casts.byHash('0xl2')).toMatchObject({ external: 1, parent_url: 'https://ch.test', timestamp: 2000 });
  });

  it('refuses a reply to a cast it does not have', () => {
    const { store, alice, apply } = setup();
    expect(refusal(() => apply(alice, castAdd('reply', '0xmissing')), NotFoundError)).toBe('Parent cast 0xmissing not found');
    expect(store.casts.byHash('0xnew')).toBeUndefined();
  });

  it('removes a cast for its author only', () => {
    const { store, alice, bob, apply, cast } = setup();
    const bobs = cast(bob, 'mine');
    expect(refusal(() => apply(alice, { kind: 'castRemove', targetHash: bobs.hash }), ForbiddenError)).toBe('Only the author can remove a cast');
    expect(refusal(() => apply(alice, { kind: 'castRemove', targetHash: '0xgone' }), NotFoundError)).toBe('Cast 0xgone not found');
    apply(bob, { kind: 'castRemove', targetHash: bobs.hash });
    expect(store.casts.byHash(bobs.hash)).toBeUndefined();
  });
});

describe('applyAction: reactions, follows and blocks', () => {
  it('likes and unlikes a cast it has', () => {
    const { store, alice, bob, apply, cast } = setup();
    const target = cast(bob, 'likeable');
    apply(alice, { kind: 'reaction', add: true, reaction: 1, targetHash: target.hash });
    apply(alice, { kind: 'reaction', add: true, reaction: 2, targetHash: target.hash });
    expect(store.casts.byHash(target.hash)).toMatchObject({ likes_count: 1, recasts_count: 1 });
    apply(alice, { kind: 'reaction', add: false, reaction: 1, targetHash: target.hash });
    expect(store.casts.byHash(target.hash)).toMatchObject({ likes_count: 0, recasts_count: 1 });
    expect(refusal(() => apply(alice, { kind: 'reaction', add: true, reaction: 1, targetHash: '0xgone' }), NotFoundError)).toBe('Cast 0xgone not found');
  });

  it('follows and unfollows, and an unfollow of someone not followed changes no count', () => {
    const { alice, apply, userOf } = setup();
    apply(alice, { kind: 'link', add: false, targetFid: '2' });
    expect([userOf('1').following_count, userOf('2').follower_count]).toEqual([0, 0]);
    apply(alice, { kind: 'link', add: true, targetFid: '2' });
    expect([userOf('1').following_count, userOf('2').follower_count]).toEqual([1, 1]);
    apply(alice, { kind: 'link', add: false, targetFid: '2' });
    expect([userOf('1').following_count, userOf('2').follower_count]).toEqual([0, 0]);
    expect(refusal(() => apply(alice, { kind: 'link', add: true, targetFid: '9' }), NotFoundError)).toBe('User 9 not found');
    expect(refusal(() => apply(alice, { kind: 'link', add: true, targetFid: '1' }), InvalidInputError)).toBe('A user cannot follow themselves');
  });

  it('blocks and unblocks someone else', () => {
    const { store, alice, bob, apply } = setup();
    apply(alice, { kind: 'block', add: true, targetFid: '2' });
    expect(store.blocks.blockedBy(alice.id)).toEqual(new Set([bob.id]));
    apply(alice, { kind: 'block', add: false, targetFid: '2' });
    expect(store.blocks.blockedBy(alice.id).size).toBe(0);
    expect(refusal(() => apply(alice, { kind: 'block', add: true, targetFid: '9' }), NotFoundError)).toBe('User 9 not found');
    expect(refusal(() => apply(alice, { kind: 'block', add: true, targetFid: '1' }), InvalidInputError)).toBe('A user cannot block themselves');
  });
});

describe('applyAction: user data', () => {
  it('changes a field, and a bio’s mentions of people it knows, each once', () => {
    const { alice, apply, userOf } = setup();
    apply(alice, { kind: 'userData', field: 'display_name', value: 'Alice A.' });
    expect(userOf('1')).toMatchObject({ display_name: 'Alice A.', bio_mentions: '[]' });
    apply(alice, { kind: 'userData', field: 'bio', value: 'with @bob, @BOB and @nobody' });
    expect(userOf('1')).toMatchObject({ bio: 'with @bob, @BOB and @nobody', bio_mentions: '["2"]' });
    apply(alice, { kind: 'userData', field: 'url', value: 'https://me.test @alice' });
    expect(userOf('1')).toMatchObject({ url: 'https://me.test @alice', bio_mentions: '["2"]' });
  });

  it('takes a free name or one’s own default name, and refuses a name someone holds or keeps as their default', () => {
    const { alice, apply, userOf } = setup();
    expect(refusal(() => apply(alice, { kind: 'userData', field: 'username', value: 'bob' }), ConflictError)).toBe('Username bob is taken');
    expect(refusal(() => apply(alice, { kind: 'userData', field: 'username', value: 'fid2' }), ConflictError)).toBe(
      'Username fid2 is kept as the default name of FID 2',
    );
    apply(alice, { kind: 'userData', field: 'username', value: 'alice' });
    apply(alice, { kind: 'userData', field: 'username', value: 'fid1' });
    expect(userOf('1').username).toBe('fid1');
    apply(alice, { kind: 'userData', field: 'username', value: 'wonder' });
    expect(userOf('1').username).toBe('wonder');
  });
});
