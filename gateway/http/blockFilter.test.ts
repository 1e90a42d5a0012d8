import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentities } from '../seed/identities';
import { DEMO_MNEMONIC } from '../testing/testIdentities';
import { farcasterNow, signedMessageJson, signIn, startTestGateway, type TestGateway } from '../testing/testGateway';

const alice = demoIdentities[0]!;
type CastJson = { author: { fid: number | string }; childCast?: CastJson | null };

describe('blocks (link messages of type block)', () => {
  let gw: TestGateway;
  let token: string;

  beforeAll(async () => {
    gw = await startTestGateway();
    token = await signIn(gw, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 0 }), { type: 'FID', signerPublicKey: alice.signerPublicKey });
  });
  afterAll(() => gw.dispose());

  // A later test blocks again: its messages carry a later timestamp, so none repeats an earlier one.
  const link = (type: 5 | 6, linkType: string, targetFid: number, timestamp = farcasterNow()) =>
    gw.post('/farcaster/v2/message', { message: signedMessageJson({ type, fid: 1, timestamp, linkBody: { type: linkType, targetFid } }, alice.signerPrivateKey) }, token);
  const authors = async (path: string, bearer?: string) => {
    const casts = ((await (await gw.get(path, bearer)).json()) as { result: { casts: CastJson[] } }).result.casts;
    return new Set(casts.flatMap((c) => [String(c.author.fid), ...(c.childCast ? [String(c.childCast.author.fid)] : [])]));
  };

  it('leaves a blocked user’s casts out of the blocker’s feeds until unblocked; others still see them', async () => {
    expect(await authors('/farcaster/v2/casts?limit=100', token)).toContain('2');
    expect((await link(5, 'block', 2)).status).toBe(200);
    expect(await authors('/farcaster/v2/casts?limit=100', token)).not.toContain('2');
    expect(await authors('/farcaster/v2/casts?fid=2&limit=20', token)).toEqual(new Set());
    expect(await authors('/farcaster/v2/casts?limit=100')).toContain('2');
    expect((await link(6, 'block', 2)).status).toBe(200);
    expect(await authors('/farcaster/v2/casts?limit=100', token)).toContain('2');
  });

  it('refuses other link types, blocking oneself and unknown users with a clear 4xx', async () => {
    const cases: [Response, number, RegExp][] = [
      [await link(5, 'mute', 2), 400, /"follow" or "block"/],
      [await link(5, 'block', 1), 400, /cannot block themselves/],
      [await link(5, 'block', 999_999), 404, /not found/],
    ];
    for (const [res, status, error] of cases) {
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: string }).error).toMatch(error);
    }
  });

  it('leaves a blocked user out of every list of casts or people the blocker reads: search, followers, following, likes', async () => {
    const bob = demoIdentities[1]!;
    const bobToken = await signIn(gw, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 1 }), { type: 'FID', signerPublicKey: bob.signerPublicKey });
    const cast = { type: 1, fid: 1, castAddBody: { text: 'liked by bob', mentions: [], mentionsPositions: [], embeds: [], embedsDeprecated: [], type: 0 } };
    const posted = await gw.post('/farcaster/v2/message', { message: signedMessageJson(cast, alice.signerPrivateKey) }, token);
    const own = ((await posted.json()) as { result: { hash: string } }).result;
    const like = { type: 3, fid: 2, reactionBody: { type: 1, targetCastId: { fid: 1, hash: Buffer.from(own.hash.slice(2), 'hex') } } };
    const liked = await gw.post('/farcaster/v2/message', { message: signedMessageJson(like, bob.signerPrivateKey) }, bobToken);
    expect(liked.status).toBe(200);
    const bobsWord = ((await (await gw.get('/farcaster/v2/casts?fid=2&limit=1')).json()) as { result: { casts: { text: string }[] } }).result.casts[0]!
      .text.split(/\s+/)
      .find((word) => /^[a-z]{5,}$/i.test(word))!;
    const firstOf = async (path: string) => ((await (await gw.get(path)).json()) as { result: { users: { fid: number | string }[] } }).result.users[0]!.fid;
    const bobFollows = await firstOf('/farcaster/v2/following?fid=2&limit=1');
    const bobsFollower = await firstOf('/farcaster/v2/followers?fid=2&limit=1');
    const people = async (path: string, bearer?: string) => {
      const body = (await (await gw.get(path, bearer)).json()) as { result: { users?: { fid: number | string }[]; likes?: { fid: number | string }[] } };
      return new Set((body.result.users ?? body.result.likes ?? []).map((u) => String(u.fid)));
    };
    const lists = {
      'cast search': () => authors(`/castline/v1/search-casts?q=${bobsWord}&limit=100`, token),
      'user search': () => people(`/farcaster/v2/search-user-by-match?match=${bob.username}`, token),
      followers: () => people(`/farcaster/v2/followers?fid=${bobFollows}&limit=250`, token),
      following: () => people(`/farcaster/v2/following?fid=${bobsFollower}&limit=250`, token),
      likes: () => people(`/farcaster/v2/cast-likes?castHash=${own.hash}&limit=100`, token),
    };
    for (const [name, read] of Object.entries(lists)) expect(await read(), `${name} before the block`).toContain('2');
    expect((await link(5, 'block', 2, farcasterNow() + 2)).status).toBe(200);
    for (const [name, read] of Object.entries(lists)) expect(await read(), `${name} after the block`).not.toContain('2');
    // Someone else still sees bob everywhere.
    expect(await authors(`/castline/v1/search-casts?q=${bobsWord}&limit=100`)).toContain('2');
    expect((await link(6, 'block', 2, farcasterNow() + 3)).status).toBe(200);
    expect(await lists['cast search']()).toContain('2');
  });
});
