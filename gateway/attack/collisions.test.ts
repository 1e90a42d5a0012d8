import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farcasterNow, startTestGateway, type TestGateway } from '../testing/testGateway';
import { acceptedHash, castBody, castByHash, hashBytes, json, l2Author, MODES, send, type Author } from './support';

/**
 * Every L2 author signs `data.fid` 0, so two authors (or one author with two targets) sending the
 * same body in the same second sign identical bytes with one hash. Each must still be stored, as
 * theirs, and be read back unambiguously by the response's hash.
 */
describe.each(MODES)('L2 messages with identical bytes (%s)', (compat) => {
  let gw: TestGateway;
  let ann: Author;
  let ben: Author;
  beforeAll(async () => {
    gw = await startTestGateway({ compat, seed: 'none' });
    [ann, ben] = await Promise.all([l2Author(gw), l2Author(gw)]);
  });
  afterAll(() => gw.dispose());

  const castAt = (author: Author, text: string, timestamp: number, extra: object = {}) =>
    acceptedHash(send(gw, author, { type: 1, ...castBody(text, extra) }, { timestamp }));

  it('casts: both authors stored, each read back as their own; a resend is a 409 naming it', async () => {
    const timestamp = farcasterNow();
    const annHash = await castAt(ann, 'same words, same second', timestamp);
    const benHash = await castAt(ben, 'same words, same second', timestamp);
    expect(benHash).not.toBe(annHash);
    expect(String((await castByHash(gw, annHash))?.author.fid)).toBe(ann.fid);
    expect(String((await castByHash(gw, benHash))?.author.fid)).toBe(ben.fid);

    for (const [author, hash] of [[ann, annHash], [ben, benHash]] as const) {
      const again = await send(gw, author, { type: 1, ...castBody('same words, same second') }, { timestamp });
      expect(again.status).toBe(409);
      expect(await json(again)).toMatchObject({ hash });
    }
  });

  it('replies, likes, recasts and deletes address an L2 cast by that identity', async () => {
    const timestamp = farcasterNow();
    await castAt(ann, 'a root', timestamp);
    const root = await castAt(ben, 'a root', timestamp);
    const parentCastId = { fid: 0, hash: hashBytes(root) };
    const replies = await Promise.all(
      [ann, ben].map((a) => acceptedHash(send(gw, a, { type: 1, ...castBody('me too', { parentCastId }) }, { timestamp, isExternal: true, bodyOverrides: { mentions: [], parentCastId: { fid: ben.fid } } }))),
    );
    expect(new Set(replies).size).toBe(2);
    for (const reply of replies) expect((await castByHash(gw, reply))?.parentHash).toBe(root);

    for (const type of [1, 2]) {
      const reaction = { type: 3, reactionBody: { type, targetCastId: parentCastId } };
      const overrides = { isExternal: true, timestamp, bodyOverrides: { targetCastId: { fid: ben.fid } } };
      await acceptedHash(send(gw, ann, reaction, overrides));
      await acceptedHash(send(gw, ben, reaction, overrides));
    }
    expect(await castByHash(gw, root)).toMatchObject({ reactions: { count: 2 }, recasts: { count: 2 } });

    const unlike = { type: 4, reactionBody: { type: 1, targetCastId: parentCastId } };
    for (const author of [ann, ben]) {
      await acceptedHash(send(gw, author, unlike, { isExternal: true, timestamp: timestamp + 1, bodyOverrides: { targetCastId: { fid: ben.fid } } }));
    }
    expect(await castByHash(gw, root)).toMatchObject({ reactions: { count: 0 }, recasts: { count: 2 } });

    const annOwn = await castAt(ann, 'to delete', timestamp);
    const benOwn = await castAt(ben, 'to delete', timestamp);
    const remove = (hash: string) => ({ type: 2, castRemoveBody: { targetHash: hashBytes(hash) } });
    expect((await send(gw, ann, remove(benOwn))).status).toBe(403);
    await acceptedHash(send(gw, ben, remove(benOwn)));
    expect(await castByHash(gw, benOwn)).toBeNull();
    expect(String((await castByHash(gw, annOwn))?.author.fid)).toBe(ann.fid);
  });

  it('follows: one author follows two L2 users in the same second', async () => {
    const [cat, dan, eve] = await Promise.all([l2Author(gw), l2Author(gw), l2Author(gw)]);
    const timestamp = farcasterNow();
    const follow = { type: 5, linkBody: { type: 'follow', targetFid: 0 } };
    const hashes = [];
    for (const target of [dan, eve]) hashes.push(await acceptedHash(send(gw, cat, follow, { timestamp, bodyOverrides: { targetFid: target.fid } })));
    expect(new Set(hashes).size).toBe(2);
    const again = await send(gw, cat, follow, { timestamp, bodyOverrides: { targetFid: eve.fid } });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ hash: hashes[1] });

    type Page = { result: { users: { fid: string }[] } };
    const following = await json<Page>(gw.get(`/farcaster/v2/following?fid=${cat.fid}`));
    expect(following.result.users.map((u) => u.fid).sort()).toEqual([dan.fid, eve.fid].sort());
  });

  it('profile fields: two authors setting the same display name in the same second', async () => {
    const timestamp = farcasterNow();
    const display = { type: 11, userDataBody: { type: 2, value: 'Twin' } };
    const hashes = [await acceptedHash(send(gw, ann, display, { timestamp })), await acceptedHash(send(gw, ben, display, { timestamp }))];
    expect(new Set(hashes).size).toBe(2);
    type Users = { result: { users: { displayName: string }[] } };
    const users = await json<Users>(gw.get(`/farcaster/v2/users?fids=${ann.fid},${ben.fid}`));
    expect(users.result.users.map((u) => u.displayName)).toEqual(['Twin', 'Twin']);
  });
});
